import type { FileStore } from "./file-store";

export interface MoveReport {
  moved: number;
  /** Already in the target with the same size: left as they are. */
  skipped: number;
  bytes: number;
}

/**
 * Copies every file under `under` from one store to another, then (with `removeSource`)
 * deletes each source file once its copy is in place. Safe to run again after a failure:
 * a file already there at the same size is skipped.
 */
export async function moveFiles(
  from: FileStore,
  to: FileStore,
  {
    under = "",
    removeSource = false,
    onFile,
  }: {
    under?: string;
    removeSource?: boolean;
    onFile?: (key: string, size: number) => void;
  } = {},
): Promise<MoveReport> {
  const report: MoveReport = { moved: 0, skipped: 0, bytes: 0 };
  for await (const key of from.keys(under)) {
    const source = await from.stat(key);
    if (!source) continue;
    const present = await to.stat(key);
    if (present?.size === source.size) {
      report.skipped++;
    } else {
      const body = await from.read(key);
      if (!body) continue;
      await to.write(key, body);
      report.moved++;
      report.bytes += source.size;
      onFile?.(key, source.size);
    }
    if (removeSource) await from.delete(key);
  }
  return report;
}
