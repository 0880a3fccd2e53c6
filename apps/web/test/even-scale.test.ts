import { describe, expect, it } from "vitest";
import { evenScale } from "../src/components/charts/even-scale";

const steps = (ticks: number[]) => ticks.slice(1).map((tick, i) => Number((tick - ticks[i]!).toFixed(6)));

describe("an axis in even, round steps", () => {
  it("covers the figures and the target with round labels the same distance apart", () => {
    // Monthly recurring revenue 41,300 → 52,800 against a target of 60,000.
    const { domain, ticks } = evenScale(38_000, 63_500);
    expect(domain[0]).toBeLessThanOrEqual(38_000);
    expect(domain[1]).toBeGreaterThanOrEqual(63_500);
    expect(new Set(steps(ticks)).size).toBe(1);
    expect(ticks).toEqual([30_000, 40_000, 50_000, 60_000, 70_000]);
  });

  it("counts small percentages without float noise, and starts at zero for figures that cannot go below", () => {
    expect(evenScale(0.12, 0.98).ticks).toEqual([0, 0.25, 0.5, 0.75, 1]);
    expect(evenScale(3, 47).ticks[0]).toBe(0);
  });

  it("goes below zero for figures that do, and has a step even when every figure is the same", () => {
    expect(evenScale(-12, 30).ticks).toEqual([-20, 0, 20, 40]);
    const flat = evenScale(5, 5);
    expect(flat.ticks.length).toBeGreaterThanOrEqual(2);
    expect(flat.domain[0]).toBeLessThanOrEqual(5);
    expect(flat.domain[1]).toBeGreaterThanOrEqual(5);
  });
});
