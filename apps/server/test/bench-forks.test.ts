import { describe, expect, it } from "vitest";
import { median, summarizeForks } from "../bench/forks.mjs";
import { pctTenths } from "../bench/report-format.mjs";

const layer = (
  endpoint: string,
  name: string,
  ofBare: number | undefined,
  paced?: { p99: number; met: boolean },
) => ({
  backend: "PostgreSQL",
  endpoint,
  layer: name,
  ofBare,
  target: name.startsWith("tRPC") ? 0.85 : 0.6,
  paced,
  p99Target: 25,
});

describe("pnpm bench --forks", () => {
  it("writes a share judged against a target to a tenth of a percent", () => {
    expect(pctTenths(0.846)).toBe("84.6%");
    expect(pctTenths(0.85)).toBe("85.0%");
    expect(pctTenths(undefined)).toBe("");
  });

  it("takes the middle value, or the mean of the two middle ones", () => {
    expect(median([0.91, 0.84, 0.87])).toBe(0.87);
    expect(median([0.8, 0.9, 0.86, 0.84])).toBeCloseTo(0.85);
    expect(median([])).toBeUndefined();
  });

  it("judges each full-stack layer on the median of its forks, and lists every fork", () => {
    const forks = [
      {
        layers: [
          layer("GET /a", "REST", 0.88, { p99: 6.1, met: true }),
          layer("GET /a", "tRPC a.list", 0.84, { p99: 30.2, met: false }),
          layer("GET /a", "bare", undefined),
        ],
      },
      {
        layers: [
          layer("GET /a", "REST", 0.9, { p99: 5.9, met: true }),
          layer("GET /a", "tRPC a.list", 0.89, { p99: 7.5, met: true }),
          layer("GET /a", "bare", undefined),
        ],
      },
      {
        layers: [
          layer("GET /a", "REST", 0.86, { p99: 6.4, met: true }),
          layer("GET /a", "tRPC a.list", 0.87, { p99: 7.0, met: true }),
          layer("GET /a", "bare", undefined),
        ],
      },
    ];
    const { table, misses } = summarizeForks(forks);
    expect(misses).toBe(0);
    const rows = table.split("\n").slice(2);
    expect(rows).toHaveLength(2);
    expect(rows[1]).toContain("84.0%, 89.0%, 87.0%");
    expect(rows[1]).toMatch(/\| 87\.0% +\| met \(≥ 85%\)/);
    expect(rows[1]).toContain("30.2, 7.5, 7.0 (1 of 3 over 25 ms)");
    expect(rows[0]).toMatch(/\| 88\.0% +\| met \(≥ 60%\)/);
  });

  it("counts a layer whose median falls short", () => {
    const forks = [0.83, 0.86, 0.84].map((ratio) => ({ layers: [layer("GET /b", "tRPC b.get", ratio)] }));
    const { table, misses } = summarizeForks(forks);
    expect(misses).toBe(1);
    expect(table).toMatch(/\| 84\.0% +\| MISSED \(≥ 85%\)/);
  });

  it("shows a fork and a median just under the target as under it, not rounded onto it", () => {
    const forks = [0.91, 0.83, 0.846].map((ratio) => ({ layers: [layer("GET /c", "tRPC c.save", ratio)] }));
    const { table, misses } = summarizeForks(forks);
    expect(misses).toBe(1);
    expect(table).toContain("91.0%, 83.0%, 84.6%");
    expect(table).toMatch(/\| 84\.6% +\| MISSED \(≥ 85%\)/);
  });
});
