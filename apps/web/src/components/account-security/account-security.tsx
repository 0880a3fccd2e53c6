import { Stack } from "@mantine/core";
import { SessionsCard } from "./sessions-card";
import { SignInsCard } from "./sign-ins-card";
import { TwoFactorCard } from "./two-factor-card";
import { useTwoFactorStatus } from "./use-account-security";

/** One's own sign-in security, the same for an admin's Security tab and a member's Settings. */
export function AccountSecurity() {
  // An admin the rule requires it of reaches only enrolment until it is on (contract §14).
  const setupRequired = useTwoFactorStatus().data?.setupRequired ?? false;
  return (
    <Stack gap="lg">
      <TwoFactorCard />
      {setupRequired ? null : (
        <>
          <SessionsCard />
          <SignInsCard />
        </>
      )}
    </Stack>
  );
}
