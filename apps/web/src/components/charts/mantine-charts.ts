// The charts and recharts under them (about 108 KB gzipped): loaded only by lazy-charts.tsx,
// so that no page's first screen waits for them.
// The legend's swatches are Mantine core's ColorSwatch, whose stylesheet the charts' own does not hold.
import "@mantine/core/styles/ColorSwatch.css";
import "@mantine/charts/styles.css";

export { AreaChart, LineChart, RadarChart, Sparkline } from "@mantine/charts";
