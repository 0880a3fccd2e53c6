import { Readable } from "node:stream";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import { Upload } from "@aws-sdk/lib-storage";
import { getSignedUrl } from "@aws-sdk/s3-request-presigner";
import { assertKey, type ByteRange, type FileBody, type FileStore, type StoredFile } from "./file-store";

/** Where the bucket is and how to reach it; `S3_*` in the environment (see `readS3Settings`). */
export interface S3Settings {
  bucket: string;
  region: string;
  /** For S3-compatible stores (MinIO, R2); unset for AWS S3. */
  endpoint?: string;
  /** Unset: the SDK's usual chain (environment, profile, instance role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** `http://host:9000/bucket/key` rather than `http://bucket.host/key`: MinIO and most self-hosted stores. */
  forcePathStyle: boolean;
  /** Put before every key, so one bucket can hold several installations. */
  prefix?: string;
}

const notFound = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.$metadata.httpStatusCode === 404 || error.name === "NoSuchKey" || error.name === "NotFound");

/**
 * Files in an S3-compatible bucket. A PutObject replaces an object whole, so readers see
 * the old file or the new one; a stream goes up in parts and an upload that fails is
 * aborted, leaving the old object. Objects stay private: a browser reaches one only through
 * the app or a presigned URL the app hands out after its access check.
 */
export function createS3FileStore(settings: S3Settings, client = s3ClientFor(settings)): FileStore {
  const { bucket } = settings;
  const prefix = settings.prefix ? `${settings.prefix.replace(/\/+$/, "")}/` : "";
  const objectKey = (key: string) => {
    assertKey(key);
    return prefix + key;
  };

  async function statOf(key: string): Promise<StoredFile | null> {
    try {
      const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
      return {
        size: head.ContentLength ?? 0,
        modifiedAt: head.LastModified ?? new Date(0),
        etag: head.ETag ?? `"${(head.LastModified?.getTime() ?? 0).toString(16)}"`,
      };
    } catch (error) {
      if (notFound(error)) return null;
      throw error;
    }
  }

  return {
    async write(key, body: FileBody, options) {
      const Key = objectKey(key);
      const ContentType = options?.contentType;
      if (typeof body === "string" || body instanceof Uint8Array) {
        await client.send(new PutObjectCommand({ Bucket: bucket, Key, Body: body, ContentType }));
      } else {
        // Parts of 8 MB, two at a time: bounded memory for a 50 MB upload, aborted on failure.
        const upload = new Upload({
          client,
          params: { Bucket: bucket, Key, Body: body, ContentType },
          partSize: 8 * 1024 * 1024,
          queueSize: 2,
          leavePartsOnError: false,
        });
        // A failing source rejects the upload with the source's own error.
        const sourceFailed = new Promise<never>((_, reject) => body.once("error", reject));
        await Promise.race([upload.done(), sourceFailed]).catch(async (error: unknown) => {
          await upload.abort().catch(() => {});
          throw error;
        });
      }
      const written = await statOf(key);
      if (!written) throw new Error(`The file ${key} vanished as it was written`);
      return written;
    },

    async read(key, range?: ByteRange) {
      try {
        const object = await client.send(
          new GetObjectCommand({
            Bucket: bucket,
            Key: objectKey(key),
            Range: range ? `bytes=${range.start}-${range.end}` : undefined,
          }),
        );
        return object.Body instanceof Readable ? object.Body : Readable.from([]);
      } catch (error) {
        if (notFound(error)) return null;
        throw error;
      }
    },

    stat: statOf,

    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
    },

    async signedUrl(key, options) {
      return getSignedUrl(
        client,
        new GetObjectCommand({
          Bucket: bucket,
          Key: objectKey(key),
          ResponseContentType: options.contentType,
          ResponseContentDisposition: options.contentDisposition,
        }),
        { expiresIn: options.expiresInSeconds },
      );
    },

    async *keys(under = "") {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix + under, ContinuationToken }),
        );
        for (const object of page.Contents ?? []) {
          if (object.Key) yield object.Key.slice(prefix.length);
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
  };
}

export function s3ClientFor(settings: S3Settings): S3Client {
  return new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.credentials,
    // Checksums only where the operation requires them: several S3-compatible stores
    // refuse the SDK's newer default trailers.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
}
