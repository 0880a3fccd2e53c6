import { roundTo } from "./derived";

/** Contract §14: a percentile only where at least this many paid businesses besides the caller reported. */
export const PEER_MINIMUM_OTHERS = 5;

export interface PeerPercentile {
  /** The share of reporting businesses below the caller's value, ties counting half, 0–100. */
  percentile: number;
  /** How many businesses reported the figure that month, the caller's included. */
  businesses: number;
}

/**
 * The caller's percentile rank among the caller's value and `others` (the other businesses that
 * count), or null below the minimum. Only the rank and the count leave here: never another
 * business's number.
 */
export function peerPercentile(own: number | null, others: readonly number[]): PeerPercentile | null {
  if (own === null || others.length < PEER_MINIMUM_OTHERS) return null;
  let below = 0;
  let equal = 1;
  for (const value of others) {
    if (value < own) below += 1;
    else if (value === own) equal += 1;
  }
  const businesses = others.length + 1;
  return { percentile: roundTo(((below + equal / 2) / businesses) * 100, 0), businesses };
}
