import "@mantine/core/styles/Card.css";
import "@mantine/core/styles/SimpleGrid.css";
import "@mantine/core/styles/Skeleton.css";
import "@mantine/core/styles/Alert.css";
import { Alert, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from "@mantine/core";
import {
  ACCOUNTABILITY_BOARD_MESSAGES,
  ADMIN_OVERVIEW_DAYS,
  formatCount,
  PLAN_LABELS,
} from "@scalemsp/validators";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { AnchorLink } from "../../../components/router-links";
import { useTRPC } from "../../../lib/trpc";
import { errorMessageOf } from "../../../lib/trpc-errors";
import { useWhen } from "../../../session/time-zone";

function Figure({ title, figure, children }: { title: string; figure: ReactNode; children: ReactNode }) {
  return (
    <Card withBorder padding="md" radius="md" component="section" aria-label={title}>
      <Stack gap={6} h="100%">
        <Title order={2} size="h5">
          {title}
        </Title>
        <Text fz={28} fw={700} lh={1.1}>
          {figure}
        </Text>
        {children}
      </Stack>
    </Card>
  );
}

/** The top of /admin: what needs the coach this week, each figure linking to where it is handled. */
export function AdminOverview() {
  const trpc = useTRPC();
  const overview = useQuery(trpc.admin.overview.get.queryOptions());
  const board = useBoard();
  const when = useWhen();
  if (overview.isPending)
    return (
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} aria-busy="true" aria-label="Loading the overview">
        {[0, 1, 2, 3].map((key) => (
          <Skeleton key={key} height={132} radius="md" />
        ))}
      </SimpleGrid>
    );
  if (overview.isError)
    return (
      <Alert color="red" title="The overview could not be loaded">
        {errorMessageOf(overview.error)}
      </Alert>
    );
  const { newLeads, activeMembers, upcomingSessions } = overview.data;
  const members = activeMembers.reduce((sum, row) => sum + row.count, 0);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md" data-testid="admin-overview">
      <Figure
        title="New leads this week"
        figure={newLeads.consultations + newLeads.subscribers + newLeads.guideDownloads}
      >
        <Text size="sm">
          {formatCount(newLeads.consultations, "consultation request", "consultation requests")},{" "}
          {formatCount(newLeads.subscribers, "subscriber", "subscribers")},{" "}
          {formatCount(newLeads.guideDownloads, "guide download", "guide downloads")}
        </Text>
        <Group gap="md" mt="auto">
          <AnchorLink to="/admin" search={{ tab: "leads" }} size="sm">
            Open the leads
          </AnchorLink>
          <AnchorLink to="/admin" search={{ tab: "leads", list: "guides" }} size="sm">
            Open the guide downloads
          </AnchorLink>
        </Group>
      </Figure>
      <Figure title="Active members" figure={members}>
        <Group gap="xs" component="ul" p={0} m={0} style={{ listStyle: "none" }}>
          {activeMembers.map((row) => (
            <Text key={row.plan} component="li" size="sm">
              {PLAN_LABELS[row.plan]}: <strong>{row.count}</strong>
            </Text>
          ))}
        </Group>
        <AnchorLink to="/admin" search={{ tab: "businesses" }} size="sm" mt="auto">
          Open the businesses
        </AnchorLink>
      </Figure>
      <Figure title={`Sessions in the next ${ADMIN_OVERVIEW_DAYS} days`} figure={upcomingSessions.count}>
        <Text size="sm">
          {upcomingSessions.nextStartsAt
            ? `Next: ${when(upcomingSessions.nextStartsAt)}`
            : "Nothing booked yet."}
        </Text>
        <AnchorLink to="/admin/calendar" size="sm" mt="auto">
          Open the calendar
        </AnchorLink>
      </Figure>
      <CheckInFigure board={board} />
    </SimpleGrid>
  );
}

/** The board's own first answer (drifting first): opening the board then shows it at once. */
function useBoard() {
  const trpc = useTRPC();
  return useQuery(trpc.admin.accountability.board.queryOptions({}));
}

/** Contract §15: how many clients have not checked in this week, leading to the coach's board. */
function CheckInFigure({ board }: { board: ReturnType<typeof useBoard> }) {
  const rows = board.data?.rows ?? [];
  const missing = rows.filter((row) => row.checkIn === null).length;
  return (
    <Figure title="Without a check-in this week" figure={board.data ? missing : "—"}>
      <Text size="sm">
        {board.isError
          ? errorMessageOf(board.error)
          : board.data
            ? ACCOUNTABILITY_BOARD_MESSAGES.overviewMissing(missing, rows.length)
            : "Loading the check-ins…"}
      </Text>
      <AnchorLink to="/admin/accountability" size="sm" mt="auto">
        Open the {ACCOUNTABILITY_BOARD_MESSAGES.overviewLink.toLowerCase()}
      </AnchorLink>
    </Figure>
  );
}
