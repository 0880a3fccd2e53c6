import { AreaChart } from "../charts/lazy-charts";
import { formatFigureValue, monthLabel } from "@scalemsp/validators";

interface RevenueTrendProps {
  entries: readonly { month: string; revenue: number; recurringRevenue: number | null }[];
}

/** Total and recurring revenue month by month: the trend the owner watches first. */
export function RevenueTrend({ entries }: RevenueTrendProps) {
  const data = [...entries]
    .sort((a, b) => a.month.localeCompare(b.month))
    .map((entry) => ({
      month: monthLabel(entry.month, "short"),
      revenue: entry.revenue,
      recurringRevenue: entry.recurringRevenue,
    }));
  return (
    <AreaChart
      h={240}
      data={data}
      dataKey="month"
      series={[
        { name: "revenue", label: "Total revenue", color: "indigo.5" },
        { name: "recurringRevenue", label: "Recurring revenue", color: "teal.5" },
      ]}
      curveType="monotone"
      connectNulls
      withLegend
      legendProps={{ verticalAlign: "bottom" }}
      valueFormatter={(value) => formatFigureValue("money", value, true)}
      yAxisProps={{ width: 64 }}
      role="img"
      aria-label={`Total and recurring revenue, ${data[0]?.month ?? ""} to ${data.at(-1)?.month ?? ""}`}
    />
  );
}
