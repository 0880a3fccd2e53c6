import inspector from "node:inspector/promises";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";

/** A V8 CPU profile of this process while `run` runs, written to `file`. */
export async function profiled<T>(file: string, run: () => Promise<T>): Promise<T> {
  mkdirSync(path.dirname(file), { recursive: true });
  const session = new inspector.Session();
  session.connect();
  await session.post("Profiler.enable");
  await session.post("Profiler.setSamplingInterval", { interval: 100 });
  await session.post("Profiler.start");
  try {
    return await run();
  } finally {
    const { profile } = await session.post("Profiler.stop");
    writeFileSync(file, JSON.stringify(profile));
    session.disconnect();
  }
}
