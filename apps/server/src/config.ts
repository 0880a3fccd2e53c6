import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";
import { BRAND_DEFAULTS } from "@scalemsp/validators";

/** The repository root: the nearest folder above this file that holds pnpm-workspace.yaml. */
export function findRepoRoot(start = path.dirname(fileURLToPath(import.meta.url))): string {
  let dir = start;
  while (!existsSync(path.join(dir, "pnpm-workspace.yaml"))) {
    const parent = path.dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
  return dir;
}

const booleanFlag = (fallback: boolean) =>
  z
    .enum(["true", "false", "1", "0", "yes", "no", "on", "off", ""], {
      error: "must be true or false",
    })
    .optional()
    .transform((value) =>
      value === undefined || value === "" ? fallback : ["true", "1", "yes", "on"].includes(value),
    );

const optionalString = z
  .string()
  .optional()
  .transform((value) => (value?.trim() ? value.trim() : undefined));

const envSchema = z
  .object({
    PORT: z.coerce
      .number({ error: "must be a port number from 1 to 65535" })
      .int({ error: "must be a port number from 1 to 65535" })
      .min(0, { error: "must be a port number from 1 to 65535" })
      .max(65535, { error: "must be a port number from 1 to 65535" })
      .default(3000),
    HOST: z.string().min(1, { error: "must not be empty" }).default("0.0.0.0"),
    DATABASE_URL: optionalString.refine((url) => url === undefined || /^postgres(ql)?:\/\//.test(url), {
      error: "must start with postgres:// (or be unset for the embedded database)",
    }),
    DATA_DIR: optionalString,
    ADMIN_EMAIL: optionalString.refine((email) => email === undefined || z.email().safeParse(email).success, {
      error: "must be an e-mail address",
    }),
    ADMIN_PASSWORD: optionalString,
    SEED_DEMO: booleanFlag(true),
    BRAND_PRODUCT: optionalString,
    BRAND_EMAIL: optionalString,
    BRAND_PHONE: optionalString,
    PUBLIC_ORIGIN: optionalString.refine((url) => url === undefined || /^https?:\/\/[^/]+$/.test(url), {
      error: "must be an origin such as https://coach.example.com (no path)",
    }),
    TRUST_PROXY: booleanFlag(false),
    COOKIE_SECURE: booleanFlag(false),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  })
  .refine((env) => !env.ADMIN_EMAIL || env.ADMIN_PASSWORD, {
    path: ["ADMIN_PASSWORD"],
    error: "must be set when ADMIN_EMAIL is set",
  });

export interface AppConfig {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  uploadsDir: string;
  webDistDir: string;
  downloadsDir: string;
  admin: { email: string; password: string } | undefined;
  seedDemo: boolean;
  brand: { product: string; email: string; phone: string };
  publicOrigin: string | undefined;
  trustProxy: boolean;
  cookieSecure: boolean;
  logLevel: string;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "ConfigError";
  }
}

/** Reads contract §1's environment; a bad value stops the start, naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, repoRoot = findRepoRoot()): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join(".")} ${issue.message}`));
  }
  const e = parsed.data;
  const dataDir = path.resolve(repoRoot, e.DATA_DIR ?? ".data");
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir,
    uploadsDir: path.join(dataDir, "uploads"),
    webDistDir: path.join(repoRoot, "apps/web/dist"),
    downloadsDir: path.join(repoRoot, "apps/server/downloads"),
    admin:
      e.ADMIN_EMAIL && e.ADMIN_PASSWORD ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD } : undefined,
    seedDemo: e.SEED_DEMO,
    brand: {
      product: e.BRAND_PRODUCT ?? BRAND_DEFAULTS.product,
      email: e.BRAND_EMAIL ?? BRAND_DEFAULTS.email,
      phone: e.BRAND_PHONE ?? BRAND_DEFAULTS.phone,
    },
    publicOrigin: e.PUBLIC_ORIGIN,
    trustProxy: e.TRUST_PROXY,
    cookieSecure: e.COOKIE_SECURE || (e.PUBLIC_ORIGIN?.startsWith("https://") ?? false),
    logLevel: e.LOG_LEVEL,
  };
}
