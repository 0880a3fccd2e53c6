import { describe, expect, it } from "vitest";
import { PasswordWorkBusyError, createPasswordWork } from "./password-work";

const deferred = () => {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
};

describe("password work", () => {
  it("runs at most `concurrency` at once, queues up to `queue`, and refuses past that", async () => {
    const work = createPasswordWork({ concurrency: 2, queue: 3 });
    const gate = deferred();
    let peak = 0;
    let running = 0;
    const task = async () => {
      running++;
      peak = Math.max(peak, running);
      await gate.promise;
      running--;
      return "done";
    };
    const accepted = Array.from({ length: 5 }, () => work.run(task));
    expect(work.stats()).toMatchObject({ running: 2, queued: 3 });
    await expect(work.run(task)).rejects.toBeInstanceOf(PasswordWorkBusyError);
    gate.resolve();
    expect(await Promise.all(accepted)).toEqual(Array(5).fill("done"));
    expect(peak).toBe(2);
    expect(work.stats()).toEqual({ running: 0, queued: 0, completed: 5, refused: 1 });
  });

  it("frees its slot when the work fails", async () => {
    const work = createPasswordWork({ concurrency: 1, queue: 0 });
    await expect(work.run(() => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
    await expect(work.run(async () => 1)).resolves.toBe(1);
  });

  it("gives a refusal a Retry-After", async () => {
    const work = createPasswordWork({ concurrency: 1, queue: 0 });
    const gate = deferred();
    const first = work.run(() => gate.promise);
    const refusal = await work.run(async () => 0).catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(PasswordWorkBusyError);
    expect((refusal as PasswordWorkBusyError).retryAfterSeconds).toBeGreaterThan(0);
    gate.resolve();
    await first;
  });
});
