import "@mantine/core/styles/Badge.css";
import "@mantine/core/styles/Card.css";
import "@mantine/core/styles/ScrollArea.css";
import "@mantine/core/styles/Table.css";
import "@mantine/core/styles/Input.css";
import "@mantine/core/styles/Overlay.css";
import "@mantine/core/styles/Popover.css";
import "@mantine/core/styles/Combobox.css";
import { Badge, Button, Card, Group, Select, Stack, Table, Text, Title } from "@mantine/core";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { AppRouter, inferRouterOutputs } from "@scalemsp/api";
import {
  ACCOUNTABILITY_BOARD_MESSAGES as TEXT,
  formatCount,
  formatDate,
  PLAN_LABELS,
  SESSION_KIND_LABELS,
  type AccountabilityBoardSort,
  type SortOrder,
} from "@scalemsp/validators";
import { AnchorLink } from "../../../components/router-links";
import { useTRPC } from "../../../lib/trpc";
import { usePhone } from "../../../lib/use-phone";
import { useViewerTimeZone } from "../../../session/time-zone";
import { EmptyState, LoadingState } from "../shared/query-states";
import { LoadError } from "../../../components/load-error";
import { SortableHeader, type SortDirection } from "../shared/sortable-header";
import { DotBadge } from "../shared/status-badge";
import { FIRST_ORDER, type BoardSearch } from "./board-search";

type Board = inferRouterOutputs<AppRouter>["admin"]["accountability"]["board"];
type Row = Board["rows"][number];

/** The phone's sort menu: each column both ways, behind the board's own order. */
const SORT_CHOICES: { value: string; label: string }[] = [
  { value: "", label: TEXT.drifting },
  { value: "name:asc", label: "Name, A to Z" },
  { value: "name:desc", label: "Name, Z to A" },
  { value: "checkIn:asc", label: "Check-in, missing first" },
  { value: "checkIn:desc", label: "Check-in, latest first" },
  { value: "streak:asc", label: "Streak, shortest first" },
  { value: "streak:desc", label: "Streak, longest first" },
  { value: "atRisk:desc", label: "Goals at risk, most first" },
  { value: "atRisk:asc", label: "Goals at risk, fewest first" },
  { value: "overdue:desc", label: "Overdue items, most first" },
  { value: "overdue:asc", label: "Overdue items, fewest first" },
  { value: "lastSession:asc", label: "Last session, longest ago first" },
  { value: "lastSession:desc", label: "Last session, latest first" },
  { value: "nextSession:asc", label: "Next session, soonest first" },
  { value: "nextSession:desc", label: "Next session, latest first" },
];

const choiceOf = ({ sort, order }: BoardSearch) => (sort ? `${sort}:${order ?? FIRST_ORDER[sort]}` : "");
const searchOf = (choice: string | null): BoardSearch => {
  if (!choice) return {};
  const [sort, order] = choice.split(":") as [AccountabilityBoardSort, SortOrder];
  return { sort, order };
};

/** "Week 49, Q4 2026": the coach's week and quarter the board reads. */
const weekLine = ({ week, quarter }: Pick<Board, "week" | "quarter">) =>
  `Week ${Number(week.slice(6))}, ${quarter.slice(5)} ${quarter.slice(0, 4)}.`;

interface AccountabilityBoardPageProps {
  search: BoardSearch;
  onSearchChange: (next: BoardSearch) => void;
}

/** Contract §15 'the coach's board': every client's week, drifting first unless sorted. */
export function AccountabilityBoardPage({ search, onSearchChange }: AccountabilityBoardPageProps) {
  const trpc = useTRPC();
  const phone = usePhone();
  const input = search.sort ? { sort: search.sort, order: search.order ?? FIRST_ORDER[search.sort] } : {};
  const board = useQuery({
    ...trpc.admin.accountability.board.queryOptions(input),
    placeholderData: keepPreviousData,
  });

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{TEXT.title}</Title>
        <Text c="dimmed" size="sm">
          {TEXT.intro}
          {board.data ? ` ${weekLine(board.data)}` : ""}
        </Text>
      </Stack>
      {board.isPending ? (
        <LoadingState label="Loading the accountability board" />
      ) : board.isError ? (
        <LoadError
          title="Error Loading the Accountability Board"
          error={board.error}
          onRetry={() => void board.refetch()}
          retrying={board.isFetching}
        />
      ) : board.data.rows.length === 0 ? (
        <Card withBorder radius="md" padding="lg">
          <EmptyState
            action={
              <AnchorLink to="/admin" search={{ tab: "businesses" }} size="sm">
                Open the businesses
              </AnchorLink>
            }
          >
            {TEXT.empty}
          </EmptyState>
        </Card>
      ) : phone ? (
        <Stack gap="md">
          <Select
            label={TEXT.sortLabel}
            data={SORT_CHOICES}
            value={choiceOf(search)}
            onChange={(choice) => onSearchChange(searchOf(choice))}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
          />
          <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: "none" }} aria-label={TEXT.title}>
            {board.data.rows.map((row) => (
              <li key={row.business.id}>
                <BoardCard row={row} />
              </li>
            ))}
          </Stack>
        </Stack>
      ) : (
        <BoardTable rows={board.data.rows} search={search} onSearchChange={onSearchChange} />
      )}
    </Stack>
  );
}

function BusinessLink({ row }: { row: Row }) {
  return (
    <AnchorLink
      to="/admin/businesses/$businessId"
      params={{ businessId: String(row.business.id) }}
      fw={600}
      size="sm"
    >
      {row.business.name}
    </AnchorLink>
  );
}

function CheckInBadge({ row }: { row: Row }) {
  const timeZone = useViewerTimeZone();
  if (!row.checkIn)
    return (
      <Badge color="red.8" variant="filled">
        {TEXT.missing}
      </Badge>
    );
  return (
    <Group gap={6} wrap="wrap">
      <Badge color="teal.9" variant="filled">
        {TEXT.checkedIn}
      </Badge>
      <Text size="xs" c="dimmed">
        {formatDate(row.checkIn.submittedAt, { timeZone })}
      </Text>
      {row.checkIn.confidenceLow ? <DotBadge color="orange">{TEXT.lowConfidence}</DotBadge> : null}
    </Group>
  );
}

function GoalsAtRisk({ row }: { row: Row }) {
  if (row.goalsThisQuarter === 0)
    return (
      <Text size="sm" c="dimmed">
        No goals this quarter
      </Text>
    );
  if (row.goalsAtRisk.length === 0)
    return <Text size="sm">{`None of ${formatCount(row.goalsThisQuarter, "goal", "goals")}`}</Text>;
  return (
    <Stack gap={4}>
      <DotBadge color="orange">{`${row.goalsAtRisk.length} of ${row.goalsThisQuarter} at risk`}</DotBadge>
      <Text size="xs" c="dimmed" lineClamp={2}>
        {row.goalsAtRisk.map((goal) => goal.title).join(", ")}
      </Text>
    </Stack>
  );
}

function OverdueItems({ row }: { row: Row }) {
  return (
    <Group gap={6} wrap="wrap">
      {row.overdueItems > 0 ? (
        <Badge color="red.8" variant="filled">{`${row.overdueItems} overdue`}</Badge>
      ) : null}
      <Text size="sm" c={row.openItems === 0 ? "dimmed" : undefined}>
        {`${row.openItems} open`}
      </Text>
    </Group>
  );
}

function SessionCell({ session }: { session: Row["lastSession"] }) {
  const timeZone = useViewerTimeZone();
  if (!session)
    return (
      <Text size="sm" c="dimmed">
        {TEXT.noSession}
      </Text>
    );
  return (
    <Stack gap={0}>
      <Text size="sm">{formatDate(session.startsAt, { timeZone })}</Text>
      <Text size="xs" c="dimmed">
        {SESSION_KIND_LABELS[session.kind]}
      </Text>
    </Stack>
  );
}

const COLUMNS: { key: AccountabilityBoardSort; label: string }[] = [
  { key: "name", label: "Business" },
  { key: "checkIn", label: "This week" },
  { key: "streak", label: "Streak" },
  { key: "atRisk", label: "Goals at risk" },
  { key: "overdue", label: "Action items" },
  { key: "lastSession", label: "Last session" },
  { key: "nextSession", label: "Next session" },
];

const DIRECTIONS: Record<SortOrder, SortDirection> = { asc: "ascending", desc: "descending" };

function BoardTable({
  rows,
  search,
  onSearchChange,
}: {
  rows: Row[];
  search: BoardSearch;
  onSearchChange: (next: BoardSearch) => void;
}) {
  const header = ({ key, label }: (typeof COLUMNS)[number]) => (
    <SortableHeader
      key={key}
      label={label}
      direction={search.sort === key ? DIRECTIONS[search.order ?? FIRST_ORDER[key]] : null}
      firstDirection={DIRECTIONS[FIRST_ORDER[key]]}
      onSort={(direction) => onSearchChange({ sort: key, order: direction === "ascending" ? "asc" : "desc" })}
    />
  );
  return (
    <Card withBorder radius="md" padding="md">
      <Stack gap="sm">
        {search.sort ? (
          <Group justify="flex-end">
            <Button variant="subtle" size="compact-sm" onClick={() => onSearchChange({})}>
              {`Back to ${TEXT.drifting.toLowerCase()}`}
            </Button>
          </Group>
        ) : null}
        <Table.ScrollContainer minWidth={880}>
          <Table verticalSpacing="sm" aria-label={TEXT.title}>
            <Table.Thead>
              <Table.Tr>{COLUMNS.map(header)}</Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.business.id} data-testid="board-row">
                  <Table.Td>
                    <Stack gap={0}>
                      <BusinessLink row={row} />
                      <Text size="xs" c="dimmed">
                        {PLAN_LABELS[row.business.planLevel]}
                      </Text>
                    </Stack>
                  </Table.Td>
                  <Table.Td>
                    <CheckInBadge row={row} />
                  </Table.Td>
                  <Table.Td>{formatCount(row.streak, "week", "weeks")}</Table.Td>
                  <Table.Td>
                    <GoalsAtRisk row={row} />
                  </Table.Td>
                  <Table.Td>
                    <OverdueItems row={row} />
                  </Table.Td>
                  <Table.Td>
                    <SessionCell session={row.lastSession} />
                  </Table.Td>
                  <Table.Td>
                    <SessionCell session={row.nextSession} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>
    </Card>
  );
}

function BoardCard({ row }: { row: Row }) {
  return (
    <Card withBorder radius="md" padding="md" data-testid="board-card">
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <BusinessLink row={row} />
          <Text size="xs" c="dimmed">
            {PLAN_LABELS[row.business.planLevel]}
          </Text>
        </Group>
        <CheckInBadge row={row} />
        <Group gap="lg" wrap="wrap">
          <Text size="sm">{`Streak: ${formatCount(row.streak, "week", "weeks")}`}</Text>
          <OverdueItems row={row} />
        </Group>
        <GoalsAtRisk row={row} />
        <Group gap="lg" wrap="wrap" align="flex-start">
          <Stack gap={0}>
            <Text size="xs" fw={700}>
              Last session
            </Text>
            <SessionCell session={row.lastSession} />
          </Stack>
          <Stack gap={0}>
            <Text size="xs" fw={700}>
              Next session
            </Text>
            <SessionCell session={row.nextSession} />
          </Stack>
        </Group>
      </Stack>
    </Card>
  );
}
