import "@mantine/core/styles/Card.css";
import { Sparkline } from "../charts/lazy-charts";
import { Card, Group, Stack, Text } from "@mantine/core";
import {
  BANDED_DISPLAY,
  BANDED_LABELS,
  formatFigureValue,
  type Band,
  type BandedFigure,
} from "@scalemsp/validators";
import { BandBadge } from "./band-badge";

export interface FigureCardProps {
  figure: BandedFigure;
  value: number | null;
  band: Band | null;
  threshold: { healthyFrom: number; topQuartileFrom: number; direction: "higher" | "lower" };
  /** The figure month by month, oldest first. */
  trend: (number | null)[];
  peer?: { percentile: number; businesses: number } | null;
}

/** One banded figure: its value, band, what healthy means, its trend and its peer percentile. */
export function FigureCard({ figure, value, band, threshold, trend, peer }: FigureCardProps) {
  const kind = BANDED_DISPLAY[figure];
  const shown = (n: number) => formatFigureValue(kind === "growth" ? "percent" : kind, n);
  const healthy =
    threshold.direction === "higher"
      ? `Healthy from ${shown(threshold.healthyFrom)}, top quartile from ${shown(threshold.topQuartileFrom)}`
      : `Healthy at ${shown(threshold.healthyFrom)} or fewer, top quartile at ${shown(threshold.topQuartileFrom)} or fewer`;
  const points = trend.filter((point) => point !== null).length;
  return (
    <Card withBorder padding="md" radius="md" component="article" aria-label={BANDED_LABELS[figure]}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
          <Text size="sm" fw={600} c="dimmed">
            {BANDED_LABELS[figure]}
          </Text>
          <BandBadge band={band} />
        </Group>
        <Text fz={26} fw={700} lh={1.2}>
          {formatFigureValue(kind, value)}
        </Text>
        <Text size="xs" c="dimmed">
          {healthy}
        </Text>
        {peer ? (
          <Text size="xs" fw={500}>
            Ahead of {peer.percentile}% of {peer.businesses} MSPs this month
          </Text>
        ) : null}
        {points >= 2 ? (
          <Sparkline
            h={40}
            data={trend}
            connectNulls
            curveType="monotone"
            color={band === "needs_work" ? "red.6" : "indigo.5"}
            fillOpacity={0.25}
            strokeWidth={2}
            role="img"
            aria-label={`${BANDED_LABELS[figure]} over the last ${points} months`}
          />
        ) : null}
      </Stack>
    </Card>
  );
}
