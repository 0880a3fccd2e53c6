import { Stack } from "@mantine/core";
import { SessionsCard } from "./sessions-card";
import { SignInsCard } from "./sign-ins-card";
import { TwoFactorCard } from "./two-factor-card";

/** One's own sign-in security, the same for an admin's Security tab and a member's Settings. */
export function AccountSecurity() {
  return (
    <Stack gap="lg">
      <TwoFactorCard />
      <SessionsCard />
      <SignInsCard />
    </Stack>
  );
}
