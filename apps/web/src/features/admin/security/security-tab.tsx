import "@mantine/core/styles/Grid.css";
import { Grid, Stack } from "@mantine/core";
import { AccountSecurity } from "../../../components/account-security/account-security";
import { useTwoFactorStatus } from "../../../components/account-security/use-account-security";
import { RequireTwoFactorCard } from "./require-two-factor-card";

/**
 * Issue 10: the admin's own two-factor sign-in, sessions and sign-ins, and the rule requiring
 * two-factor sign-in of every admin (hidden while this admin must still set theirs up: the
 * server refuses admin calls until then).
 */
export function SecurityTab() {
  const status = useTwoFactorStatus();
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 7 }}>
        <AccountSecurity />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Stack gap="lg">{status.data && !status.data.setupRequired ? <RequireTwoFactorCard /> : null}</Stack>
      </Grid.Col>
    </Grid>
  );
}
