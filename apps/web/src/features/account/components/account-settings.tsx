import "@mantine/core/styles/Grid.css";
import { Grid, Stack } from "@mantine/core";
import type { ReactNode } from "react";
import type { SessionBusiness, SessionUser } from "../../../session/types";
import { AccountSecurity } from "../../../components/account-security/account-security";
import { BusinessForm } from "./business-form";
import { DataExportCard } from "./data-export-card";
import { DeleteBusinessCard } from "./delete-business-card";
import { PasswordForm } from "./password-form";
import { ProfileForm } from "./profile-form";
import { TimeZoneForm } from "./time-zone-form";

interface AccountSettingsProps {
  user: SessionUser;
  business: SessionBusiness | null;
  /** The owner's settings of other features (the weekly check-in's), under the business's details. */
  ownerCards?: ReactNode;
  /** The business's billing (contract §16), from the billing feature: everyone with a business sees it. */
  billing?: ReactNode;
}

/**
 * The dashboard's Settings tab (contract §11): everyone's own account; the business's details
 * only for its owner (the server refuses anyone else, this only decides what to show).
 */
export function AccountSettings({ user, business, ownerCards, billing }: AccountSettingsProps) {
  const ownsBusiness = user.isOwner && business !== null;
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 6 }}>
        <Stack gap="lg">
          <ProfileForm user={user} />
          <TimeZoneForm user={user} />
          {ownsBusiness ? <BusinessForm business={business} /> : null}
          {ownsBusiness ? ownerCards : null}
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 6 }}>
        <Stack gap="lg">
          {business ? billing : null}
          <PasswordForm />
          <DataExportCard />
        </Stack>
      </Grid.Col>
      <Grid.Col span={12}>
        <AccountSecurity />
      </Grid.Col>
      {/* Last, as settings pages put it: on a phone it came before two-factor sign-in. */}
      {ownsBusiness ? (
        <Grid.Col span={12}>
          <DeleteBusinessCard businessName={business.name} />
        </Grid.Col>
      ) : null}
    </Grid>
  );
}
