import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { buffer } from "node:stream/consumers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLocalFileStore, createS3FileStore, moveFiles, type FileStore } from "../src";
import { startTestBucket, type TestBucket } from "../src/testing";

describe("moving files from DATA_DIR into a bucket", () => {
  let bucket: TestBucket;
  let root: string;
  let local: FileStore;
  let remote: FileStore;
  beforeAll(async () => {
    bucket = await startTestBucket();
    remote = createS3FileStore(bucket.settings);
    root = mkdtempSync(path.join(os.tmpdir(), "scalemsp-move-"));
    local = createLocalFileStore(root);
  });
  afterAll(async () => {
    await bucket.close();
    rmSync(root, { recursive: true, force: true });
  });

  it("copies every upload with its sidecar, skips what is there, and removes the sources when asked", async () => {
    await local.write("uploads/abc.pdf", "%PDF-1.4 abc");
    await local.write("uploads/.meta/abc.pdf.json", '{"fileName":"Abc.pdf"}');
    await local.write("pgdata/base/1", "not a file of ours");

    const moved: string[] = [];
    const first = await moveFiles(local, remote, { under: "uploads/", onFile: (key) => moved.push(key) });
    expect(first).toEqual({ moved: 2, skipped: 0, bytes: 12 + 22 });
    expect(moved.sort()).toEqual(["uploads/.meta/abc.pdf.json", "uploads/abc.pdf"]);
    expect((await buffer((await remote.read("uploads/abc.pdf"))!)).toString()).toBe("%PDF-1.4 abc");
    expect(await remote.stat("pgdata/base/1")).toBeNull();

    const again = await moveFiles(local, remote, { under: "uploads/", removeSource: true });
    expect(again).toEqual({ moved: 0, skipped: 2, bytes: 0 });
    expect(await local.stat("uploads/abc.pdf")).toBeNull();
    expect(await local.stat("pgdata/base/1")).not.toBeNull();
  });
});
