import "@mantine/core/styles/Grid.css";
import { Grid } from "@mantine/core";
import type { PlanLevel } from "@scalemsp/validators";
import { useCoachingData } from "../hooks/use-coaching";
import { PackageCard } from "./package-card";
import { UpcomingSessionsCard } from "./upcoming-sessions-card";

/** The dashboard's Sessions tab (contract §11): the member's coming sessions and this month's allowance. */
export function SessionsTab({ planLevel }: { planLevel: PlanLevel | null }) {
  const { allowance } = useCoachingData();
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 7 }}>
        <UpcomingSessionsCard />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <PackageCard allowance={allowance.data} planLevel={planLevel} loading={allowance.isLoading} />
      </Grid.Col>
    </Grid>
  );
}
