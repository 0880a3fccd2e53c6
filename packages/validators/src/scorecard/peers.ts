import { roundTo } from "./derived";

/** Contract §12: a percentile only where at least this many businesses, the caller's included, reported. */
export const PEER_MINIMUM_BUSINESSES = 5;

export interface PeerPercentile {
  /** The share of reporting businesses below the caller's value, ties counting half, 0–100. */
  percentile: number;
  /** How many businesses reported the figure that month, the caller's included. */
  businesses: number;
}

/**
 * The caller's percentile rank among `values` (every reporting business's value, the
 * caller's included), or null below the minimum. Only the rank and the count leave here:
 * never another business's number.
 */
export function peerPercentile(own: number | null, values: readonly number[]): PeerPercentile | null {
  if (own === null || values.length < PEER_MINIMUM_BUSINESSES) return null;
  let below = 0;
  let equal = 0;
  for (const value of values) {
    if (value < own) below += 1;
    else if (value === own) equal += 1;
  }
  // The caller's own value is among `values`; a list without it is a caller's mistake.
  if (equal === 0) return null;
  return { percentile: roundTo(((below + equal / 2) / values.length) * 100, 0), businesses: values.length };
}
