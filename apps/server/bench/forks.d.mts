/** One full-stack layer of one run, as `run.ts --json` writes it. */
export interface LayerResult {
  backend: string;
  endpoint: string;
  layer: string;
  ofBare: number | undefined;
  target: number;
  paced: { p99: number; met: boolean } | undefined;
  p99Target: number;
}

export declare function median(values: number[]): number | undefined;
export declare function summarizeForks(forks: { layers: LayerResult[] }[]): { table: string; misses: number };
