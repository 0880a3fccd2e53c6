import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { buffer } from "node:stream/consumers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createS3FileStore } from "@scalemsp/storage";
import { startTestBucket, type TestBucket } from "@scalemsp/storage/testing";
import { EXIT } from "../src/io";
import { run } from "../src/run";
import { captured } from "./captured";

describe("pnpm cli files move-to-bucket", () => {
  let bucket: TestBucket;
  let cwd: string;
  beforeAll(async () => {
    bucket = await startTestBucket();
    cwd = mkdtempSync(path.join(os.tmpdir(), "scalemsp-cli-files-"));
    mkdirSync(path.join(cwd, ".data/uploads/.meta"), { recursive: true });
    writeFileSync(path.join(cwd, ".data/uploads/k3y.pdf"), "%PDF-1.4 kept");
    writeFileSync(path.join(cwd, ".data/uploads/.meta/k3y.pdf.json"), '{"fileName":"Kept.pdf"}');
  });
  afterAll(async () => {
    await bucket.close();
    rmSync(cwd, { recursive: true, force: true });
  });

  it("refuses without a bucket configured, changing nothing", async () => {
    const c = captured({}, cwd);
    expect(await run(["files", "move-to-bucket"], c.io)).toBe(EXIT.invalid);
    expect(c.stderr()).toContain("FILE_STORE must be s3");
    const wrong = captured({}, cwd);
    expect(await run(["files", "move"], wrong.io)).toBe(EXIT.usage);
  });

  it("copies DATA_DIR's uploads into the bucket, then removes them when asked", async () => {
    const first = captured(bucket.env, cwd);
    expect(await run(["files", "move-to-bucket"], first.io)).toBe(EXIT.ok);
    expect(first.stdout()).toContain("copied uploads/k3y.pdf (13 bytes)");
    expect(first.stdout()).toContain("Done: 2 copied (36 bytes), 0 already in bucket");
    const store = createS3FileStore(bucket.settings);
    expect((await buffer((await store.read("uploads/k3y.pdf"))!)).toString()).toBe("%PDF-1.4 kept");

    const second = captured(bucket.env, cwd);
    expect(await run(["files", "move-to-bucket", "--data-dir", ".data", "--remove"], second.io)).toBe(
      EXIT.ok,
    );
    expect(second.stdout()).toContain("Done: 0 copied (0 bytes), 2 already in bucket");
    expect(readdirSync(path.join(cwd, ".data/uploads"), { recursive: true })).toEqual([".meta"]);
  });
});
