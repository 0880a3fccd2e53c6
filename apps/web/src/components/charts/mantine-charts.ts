// The charts and recharts under them (about 108 KB gzipped): loaded only by lazy-charts.tsx,
// so that no page's first screen waits for them.
import "@mantine/charts/styles.css";

export { AreaChart, RadarChart, Sparkline } from "@mantine/charts";
