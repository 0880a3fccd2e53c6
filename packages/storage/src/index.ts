export {
  assertKey,
  InvalidKeyError,
  isStorageKey,
  type ByteRange,
  type FileBody,
  type FileStore,
  type SignedUrlOptions,
  type StoredFile,
  type WriteOptions,
} from "./file-store";
export { createLocalFileStore } from "./local";
export { moveFiles, type MoveReport } from "./move";
export { createS3FileStore, s3ClientFor, type S3Settings } from "./s3";
export { readFileStoreSettings, type FileStoreSettings } from "./settings";
