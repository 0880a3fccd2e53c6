import "@mantine/core/styles/Skeleton.css";
import { Skeleton } from "@mantine/core";
import type { AreaChartProps, LineChartProps, RadarChartProps, SparklineProps } from "@mantine/charts";
import { Suspense, lazy, type ComponentType } from "react";

const load = () => import("./mantine-charts");

const LazyAreaChart = lazy(async () => ({ default: (await load()).AreaChart }));
const LazyLineChart = lazy(async () => ({ default: (await load()).LineChart }));
const LazyRadarChart = lazy(async () => ({ default: (await load()).RadarChart }));
const LazySparkline = lazy(async () => ({ default: (await load()).Sparkline }));

/**
 * A chart that renders once the chart code has arrived, and until then a skeleton of its own
 * height, so the page around it paints first and nothing moves when the chart comes.
 */
function deferred<P extends { h?: SparklineProps["h"] }>(Chart: ComponentType<P>) {
  return function DeferredChart(props: P) {
    return (
      <Suspense fallback={<Skeleton h={props.h} radius="sm" aria-hidden />}>
        <Chart {...props} />
      </Suspense>
    );
  };
}

export const AreaChart = deferred<AreaChartProps>(LazyAreaChart);
export const LineChart = deferred<LineChartProps>(LazyLineChart);
export const RadarChart = deferred<RadarChartProps>(LazyRadarChart);
export const Sparkline = deferred<SparklineProps>(LazySparkline);
