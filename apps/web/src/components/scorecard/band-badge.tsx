import "@mantine/core/styles/Badge.css";
import { Badge } from "@mantine/core";
import { BAND_LABELS, type Band } from "@scalemsp/validators";

/** Filled, dark shades: white text stays above 4.5:1 in both themes. */
const BAND_COLORS: Record<Band, string> = {
  needs_work: "red.8",
  healthy: "teal.9",
  top_quartile: "indigo.7",
};

export function BandBadge({ band }: { band: Band | null }) {
  if (band === null)
    return (
      <Badge variant="outline" color="gray" c="dimmed" style={{ flexShrink: 0 }}>
        Not enough data
      </Badge>
    );
  return (
    <Badge variant="filled" color={BAND_COLORS[band]} style={{ flexShrink: 0 }}>
      {BAND_LABELS[band]}
    </Badge>
  );
}
