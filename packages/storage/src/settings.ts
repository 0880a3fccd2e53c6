import { isStorageKey } from "./file-store";
import type { S3Settings } from "./s3";

/** Which driver keeps the files: `FILE_STORE=local` (the default, `DATA_DIR`) or `s3`. */
export type FileStoreSettings =
  | { driver: "local" }
  | {
      driver: "s3";
      s3: S3Settings;
      /**
       * Unset: the app streams each file after its access check. Set: after the same check the
       * app redirects to a presigned URL valid this many seconds (the bucket must be reachable
       * from browsers at S3_ENDPOINT).
       */
      signedUrlSeconds?: number;
    };

const TRUE = ["true", "1", "yes", "on"];
const FALSE = ["false", "0", "no", "off"];
const value = (env: NodeJS.ProcessEnv, name: string) => env[name]?.trim() || undefined;

/**
 * Reads `FILE_STORE` and the `S3_*` variables. Returns the settings and the problems found,
 * each naming its variable, so the server and the CLI refuse a bad value the same way.
 */
export function readFileStoreSettings(env: NodeJS.ProcessEnv): {
  settings: FileStoreSettings;
  problems: string[];
} {
  const problems: string[] = [];
  const driver = value(env, "FILE_STORE") ?? "local";
  if (driver !== "local" && driver !== "s3") {
    return { settings: { driver: "local" }, problems: ["FILE_STORE must be local or s3"] };
  }
  if (driver === "local") return { settings: { driver }, problems };

  const bucket = value(env, "S3_BUCKET");
  if (!bucket) problems.push("S3_BUCKET must be set when FILE_STORE is s3");
  const endpoint = value(env, "S3_ENDPOINT");
  if (endpoint && !/^https?:\/\/[^/]+\/?$/.test(endpoint)) {
    problems.push("S3_ENDPOINT must be an origin such as http://minio:9000");
  }
  const accessKeyId = value(env, "S3_ACCESS_KEY_ID");
  const secretAccessKey = value(env, "S3_SECRET_ACCESS_KEY");
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    problems.push("S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together");
  }
  const pathStyle = value(env, "S3_FORCE_PATH_STYLE")?.toLowerCase();
  if (pathStyle && !TRUE.includes(pathStyle) && !FALSE.includes(pathStyle)) {
    problems.push("S3_FORCE_PATH_STYLE must be true or false");
  }
  const prefix = value(env, "S3_PREFIX");
  if (prefix && !isStorageKey(prefix.replace(/\/$/, ""))) {
    problems.push("S3_PREFIX must be a path of letters, digits and . _ ~ -");
  }
  const seconds = value(env, "S3_SIGNED_URL_SECONDS");
  const signedUrlSeconds = seconds === undefined ? undefined : Number(seconds);
  if (
    signedUrlSeconds !== undefined &&
    !(Number.isInteger(signedUrlSeconds) && signedUrlSeconds >= 1 && signedUrlSeconds <= 3600)
  ) {
    problems.push("S3_SIGNED_URL_SECONDS must be a whole number of seconds from 1 to 3600");
  }
  return {
    settings: {
      driver: "s3",
      signedUrlSeconds,
      s3: {
        bucket: bucket ?? "",
        region: value(env, "S3_REGION") ?? "us-east-1",
        endpoint: endpoint?.replace(/\/$/, ""),
        credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
        // A custom endpoint is almost always a self-hosted store that wants path-style URLs.
        forcePathStyle: pathStyle ? TRUE.includes(pathStyle) : Boolean(endpoint),
        prefix,
      },
    },
    problems,
  };
}
