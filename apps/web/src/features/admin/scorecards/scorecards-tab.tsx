import "@mantine/core/styles/Card.css";
import "@mantine/core/styles/ScrollArea.css";
import "@mantine/core/styles/Table.css";
import "@mantine/core/styles/SimpleGrid.css";
import { Button, Card, SimpleGrid, Stack, Table, Text, Title, VisuallyHidden } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import type { AppRouter, inferRouterOutputs } from "@scalemsp/api";
import {
  BANDED_FIGURES,
  BANDED_LABELS,
  bandedHistory,
  formatCount,
  formatFigureValue,
  monthLabel,
} from "@scalemsp/validators";
import { useState } from "react";
import { FigureCard } from "../../../components/scorecard/figure-card";
import { RevenueTrend } from "../../../components/scorecard/revenue-trend";
import { useTRPC } from "../../../lib/trpc";
import { usePhone } from "../../../lib/use-phone";
import { AdminModal } from "../shared/admin-modal";
import { EmptyState, LoadingState } from "../shared/query-states";
import { LoadError } from "../../../components/load-error";
import { SortableHeader } from "../shared/sortable-header";
import { BandSettingsCard } from "./band-settings-card";

type Row = inferRouterOutputs<AppRouter>["admin"]["scorecards"]["list"]["businesses"][number];
type SortKey = "name" | "month" | "revenue" | "growth" | "months";

const SORTS: Record<SortKey, (row: Row) => string | number | null> = {
  name: (row) => row.name.toLowerCase(),
  month: (row) => row.latest?.month ?? null,
  revenue: (row) => row.latest?.revenue ?? null,
  growth: (row) => row.growthSinceJoining?.revenueGrowthPct ?? null,
  months: (row) => row.monthsReported,
};

/** Rows without a value always sort last, whichever way the column is ordered. */
function sorted(rows: Row[], key: SortKey, descending: boolean) {
  const value = SORTS[key];
  return [...rows].sort((a, b) => {
    const x = value(a);
    const y = value(b);
    if (x === null || y === null) return x === y ? 0 : x === null ? 1 : -1;
    const order = x < y ? -1 : x > y ? 1 : 0;
    return descending ? -order : order;
  });
}

/** The latest month's figures in the lowest band, by name. */
const needsWork = (row: Row) => {
  const figures = BANDED_FIGURES.filter((figure) => row.bands?.[figure] === "needs_work");
  return figures.length === 0 ? "—" : figures.map((figure) => BANDED_LABELS[figure]).join(", ");
};

/** Contract §12, the coach: every client's latest figures and growth, and the real first-year average. */
export function ScorecardsTab() {
  const trpc = useTRPC();
  const list = useQuery(trpc.admin.scorecards.list.queryOptions());
  const [sort, setSort] = useState<{ key: SortKey; descending: boolean }>({
    key: "growth",
    descending: true,
  });
  const [open, setOpen] = useState<Row | null>(null);

  if (list.isPending) return <LoadingState label="Loading the scorecards" />;
  if (list.isError)
    return (
      <LoadError
        title="Error Loading Scorecards"
        error={list.error}
        onRetry={() => void list.refetch()}
        retrying={list.isFetching}
      />
    );
  const { businesses, firstYearRevenueGrowth } = list.data;
  const reporting = businesses.filter((row) => row.monthsReported > 0);

  const header = (key: SortKey, label: string, align?: "right") => (
    <SortableHeader
      label={label}
      direction={sort.key === key ? (sort.descending ? "descending" : "ascending") : null}
      // Names read A to Z first; every figure reads highest first.
      firstDirection={key === "name" ? "ascending" : "descending"}
      onSort={(direction) => setSort({ key, descending: direction === "descending" })}
      align={align}
    />
  );

  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Card withBorder padding="lg" radius="md">
          <Text size="sm" c="dimmed" fw={600}>
            Average revenue growth over clients&apos; first 12 months
          </Text>
          <Text fz={32} fw={700}>
            {formatFigureValue("growth", firstYearRevenueGrowth.averagePct)}
          </Text>
          <Text size="xs" c="dimmed">
            {firstYearRevenueGrowth.businesses === 0
              ? "No client has reported the month a year after joining yet."
              : `From ${formatCount(firstYearRevenueGrowth.businesses, "client", "clients")} who reported the month a year after joining.`}
          </Text>
        </Card>
        <Card withBorder padding="lg" radius="md">
          <Text size="sm" c="dimmed" fw={600}>
            Clients reporting their figures
          </Text>
          <Text fz={32} fw={700}>
            {reporting.length} of {businesses.length}
          </Text>
        </Card>
      </SimpleGrid>

      <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="client-scorecards">
        <Stack gap="md">
          <Title order={2} size="h4" id="client-scorecards">
            Client scorecards
          </Title>
          {businesses.length === 0 ? (
            <EmptyState>No businesses yet.</EmptyState>
          ) : (
            <Table.ScrollContainer minWidth={760}>
              <Table striped highlightOnHover verticalSpacing="sm">
                <Table.Thead>
                  <Table.Tr>
                    {header("name", "Business")}
                    {header("month", "Latest month")}
                    {header("revenue", "Revenue", "right")}
                    <Table.Th>Needs work</Table.Th>
                    {header("growth", "Growth since joining", "right")}
                    {header("months", "Months", "right")}
                    <Table.Th>
                      <VisuallyHidden>History</VisuallyHidden>
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {sorted(businesses, sort.key, sort.descending).map((row) => (
                    <Table.Tr key={row.businessId}>
                      <Table.Td fw={600}>{row.name}</Table.Td>
                      <Table.Td>{row.latest ? monthLabel(row.latest.month, "short") : "—"}</Table.Td>
                      <Table.Td ta="right">
                        {formatFigureValue("money", row.latest?.revenue ?? null)}
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm">{needsWork(row)}</Text>
                      </Table.Td>
                      <Table.Td ta="right">
                        {formatFigureValue("growth", row.growthSinceJoining?.revenueGrowthPct ?? null)}
                      </Table.Td>
                      <Table.Td ta="right">{row.monthsReported}</Table.Td>
                      <Table.Td>
                        {row.monthsReported === 0 ? (
                          <Text size="sm" c="dimmed">
                            No figures yet
                          </Text>
                        ) : (
                          <Button
                            size="xs"
                            variant="default"
                            onClick={() => setOpen(row)}
                            aria-label={`History of ${row.name}`}
                          >
                            History
                          </Button>
                        )}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </Stack>
      </Card>

      <BandSettingsCard />
      <BusinessHistory row={open} onClose={() => setOpen(null)} />
    </Stack>
  );
}

function BusinessHistory({ row, onClose }: { row: Row | null; onClose: () => void }) {
  const phone = usePhone();
  return (
    <AdminModal opened={row !== null} onClose={onClose} title={row?.name ?? ""} size="xl" fullScreen={phone}>
      {row ? <HistoryBody businessId={row.businessId} /> : null}
    </AdminModal>
  );
}

function HistoryBody({ businessId }: { businessId: number }) {
  const trpc = useTRPC();
  const card = useQuery(trpc.admin.scorecards.business.queryOptions({ id: businessId }));
  if (card.isPending) return <LoadingState label="Loading the business's scorecard" />;
  if (card.isError) return <LoadError title="Error Loading Scorecard" error={card.error} />;
  const history = bandedHistory(card.data.entries);
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {card.data.latestMonth ? monthLabel(card.data.latestMonth) : ""},{" "}
        {formatCount(card.data.entries.length, "month", "months")} recorded
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
        {BANDED_FIGURES.map((figure) => (
          <FigureCard
            key={figure}
            figure={figure}
            value={history.at(-1)?.[figure] ?? null}
            band={card.data.bands[figure]}
            threshold={card.data.thresholds[figure]}
            trend={history.map((month) => month[figure])}
          />
        ))}
      </SimpleGrid>
      {card.data.entries.length >= 2 ? <RevenueTrend entries={card.data.entries} /> : null}
    </Stack>
  );
}
