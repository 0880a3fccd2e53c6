import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createLocalFileStore } from "../src";
import { fileStoreContract } from "../src/testing";

fileStoreContract("local folder", async () => {
  const root = mkdtempSync(path.join(os.tmpdir(), "scalemsp-store-"));
  return {
    store: createLocalFileStore(root),
    dispose: async () => rmSync(root, { recursive: true, force: true }),
  };
});

describe("local folder layout", () => {
  const root = mkdtempSync(path.join(os.tmpdir(), "scalemsp-store-layout-"));
  const store = createLocalFileStore(root);
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it("keeps a key's segments as folders under DATA_DIR, as uploads always were", async () => {
    await store.write("uploads/abc.pdf", "%PDF-1.4");
    await store.write("uploads/.meta/abc.pdf.json", "{}");
    expect(readdirSync(path.join(root, "uploads"), { recursive: true }).sort()).toEqual([
      ".meta",
      path.join(".meta", "abc.pdf.json"),
      "abc.pdf",
    ]);
  });

  it("hands out no signed URL: its files go through the server", async () => {
    expect(await store.signedUrl("uploads/abc.pdf", { expiresInSeconds: 60 })).toBeNull();
  });
});
