import { buffer } from "node:stream/consumers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createS3FileStore, readFileStoreSettings, type FileStore } from "../src";
import { fileStoreContract, startTestBucket, type TestBucket } from "../src/testing";

fileStoreContract("S3-compatible bucket", async () => {
  const bucket = await startTestBucket();
  return { store: createS3FileStore(bucket.settings), dispose: () => bucket.close() };
});

fileStoreContract("S3-compatible bucket under a prefix", async () => {
  const bucket = await startTestBucket();
  return {
    store: createS3FileStore({ ...bucket.settings, prefix: "install-a" }),
    dispose: () => bucket.close(),
  };
});

describe("S3 signed URLs", () => {
  let bucket: TestBucket;
  let store: FileStore;
  beforeAll(async () => {
    bucket = await startTestBucket();
    store = createS3FileStore(bucket.settings);
  });
  afterAll(() => bucket.close());

  it("hands out a short-lived URL that serves the file with the type and name asked for", async () => {
    await store.write("uploads/guide.pdf", "%PDF-1.4 guide");
    const url = await store.signedUrl("uploads/guide.pdf", {
      expiresInSeconds: 60,
      contentType: "application/pdf",
      contentDisposition: 'attachment; filename="Guide.pdf"',
    });
    expect(url).toMatch(/X-Amz-Expires=60/);
    const res = await fetch(url!);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="Guide.pdf"');
    expect(await res.text()).toBe("%PDF-1.4 guide");
  });

  it("refuses a signed URL once it has expired", async () => {
    await store.write("uploads/brief.pdf", "%PDF-1.4");
    const url = await store.signedUrl("uploads/brief.pdf", { expiresInSeconds: 1 });
    await new Promise((resolve) => setTimeout(resolve, 2100));
    expect((await fetch(url!)).status).toBe(403);
  });

  it("reads a stream whole", async () => {
    await store.write("uploads/x.txt", "hello");
    expect((await buffer((await store.read("uploads/x.txt"))!)).toString()).toBe("hello");
  });
});

describe("file store settings", () => {
  it("keeps files in DATA_DIR unless told otherwise", () => {
    expect(readFileStoreSettings({})).toEqual({ settings: { driver: "local" }, problems: [] });
  });

  it("reads the bucket, and uses path-style URLs for a custom endpoint", () => {
    const { settings, problems } = readFileStoreSettings({
      FILE_STORE: "s3",
      S3_BUCKET: "files",
      S3_ENDPOINT: "http://minio:9000",
      S3_ACCESS_KEY_ID: "key",
      S3_SECRET_ACCESS_KEY: "secret",
    });
    expect(problems).toEqual([]);
    expect(settings).toEqual({
      driver: "s3",
      signedUrlSeconds: undefined,
      s3: {
        bucket: "files",
        region: "us-east-1",
        endpoint: "http://minio:9000",
        credentials: { accessKeyId: "key", secretAccessKey: "secret" },
        forcePathStyle: true,
        prefix: undefined,
      },
    });
  });

  it("names each bad variable", () => {
    expect(readFileStoreSettings({ FILE_STORE: "ftp" }).problems).toEqual(["FILE_STORE must be local or s3"]);
    expect(
      readFileStoreSettings({
        FILE_STORE: "s3",
        S3_ENDPOINT: "minio",
        S3_ACCESS_KEY_ID: "key",
        S3_FORCE_PATH_STYLE: "maybe",
        S3_PREFIX: "../x",
        S3_SIGNED_URL_SECONDS: "86400",
      }).problems,
    ).toEqual([
      "S3_BUCKET must be set when FILE_STORE is s3",
      "S3_ENDPOINT must be an origin such as http://minio:9000",
      "S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together",
      "S3_FORCE_PATH_STYLE must be true or false",
      "S3_PREFIX must be a path of letters, digits and . _ ~ -",
      "S3_SIGNED_URL_SECONDS must be a whole number of seconds from 1 to 3600",
    ]);
  });
});
