import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { isIP } from "node:net";
import { z } from "zod";
import { readFileStoreSettings, type FileStoreSettings } from "@scalemsp/storage";
import { parseMailSender, type MailSender } from "@scalemsp/email";
import type { BillingSettings } from "@scalemsp/api";
import { listenHosts } from "./http/origin";
import { BRAND_DEFAULTS, BRAND_POSTAL_ADDRESS_DEFAULT } from "@scalemsp/validators";

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

const mailUrl = z.url({ protocol: /^smtps?$/ });
const postgresUrl = z.url({ protocol: /^postgres(ql)?$/ });
const webOrigin = z.url({ protocol: /^https?$/, hostname: z.regexes.hostname });
/** Scheme, host and port only: links are built by appending paths to it. */
const isOrigin = (url: string) => webOrigin.safeParse(url).success && /^[^/]+\/\/[^/]+$/.test(url);

/** Contract: a hop count, or a comma-separated list of proxy addresses or CIDRs; `true` is one hop. */
const isAddressOrCidr = (entry: string) => {
  const [address = "", prefix, ...rest] = entry.split("/");
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
};
const trustProxySetting = z
  .string()
  .optional()
  .transform((value, ctx): false | number | string[] => {
    const text = value?.trim().toLowerCase() ?? "";
    if (["", "false", "0", "no", "off"].includes(text)) return false;
    if (["true", "yes", "on"].includes(text)) return 1;
    if (/^\d+$/.test(text)) return Number(text);
    const entries = text.split(",").map((entry) => entry.trim());
    if (entries.every(isAddressOrCidr)) return entries;
    ctx.addIssue({
      code: "custom",
      message: "must be true, false, a hop count or a comma-separated list of proxy addresses",
    });
    return z.NEVER;
  });
const allowedHostsSetting = z
  .string()
  .optional()
  .transform((value, ctx): string[] => {
    const entries = (value ?? "")
      .split(",")
      .map((e) => e.trim().toLowerCase())
      .filter(Boolean);
    if (entries.every((e) => z.regexes.hostname.test(e) || isIP(e) !== 0)) return entries;
    ctx.addIssue({ code: "custom", message: "must be a comma-separated list of host names" });
    return z.NEVER;
  });

const envSchema = z
  .object({
    PORT: z.coerce
      .number({ error: "must be a port number from 1 to 65535" })
      .int({ error: "must be a port number from 1 to 65535" })
      .min(0, { error: "must be a port number from 1 to 65535" })
      .max(65535, { error: "must be a port number from 1 to 65535" })
      .default(3000),
    HOST: z.string().min(1, { error: "must not be empty" }).default("0.0.0.0"),
    DATABASE_URL: optionalString.refine((url) => url === undefined || postgresUrl.safeParse(url).success, {
      error: "must start with postgres:// (or be unset for the embedded database)",
    }),
    DATA_DIR: optionalString,
    ADMIN_EMAIL: optionalString.refine((email) => email === undefined || z.email().safeParse(email).success, {
      error: "must be an email address",
    }),
    ADMIN_PASSWORD: optionalString,
    SEED_DEMO: booleanFlag(true),
    BRAND_PRODUCT: optionalString,
    BRAND_EMAIL: optionalString,
    BRAND_PHONE: optionalString,
    PUBLIC_ORIGIN: optionalString.refine((url) => url === undefined || isOrigin(url), {
      error: "must be an origin such as https://coach.example.com (no path)",
    }),
    DEV_WEB_ORIGIN: optionalString.refine((url) => url === undefined || isOrigin(url), {
      error: "must be an origin such as http://localhost:3000 (no path)",
    }),
    MAIL_URL: optionalString.refine((url) => url === undefined || mailUrl.safeParse(url).success, {
      error:
        "must be an SMTP URL such as smtp://user:pass@host:587 or smtps://… (or be unset for .eml files)",
    }),
    MAIL_FROM: optionalString.refine((from) => from === undefined || parseMailSender(from) !== undefined, {
      error: "must be an email address, or a name and an address such as Coach <hello@coach.example>",
    }),
    NOTIFY_EMAIL: optionalString.refine(
      (email) => email === undefined || z.email().safeParse(email).success,
      {
        error: "must be an email address",
      },
    ),
    BRAND_ADDRESS: optionalString,
    TRUST_PROXY: trustProxySetting,
    ALLOWED_HOSTS: allowedHostsSetting,
    COOKIE_SECURE: booleanFlag(false),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    LOG_FORMAT: z.enum(["pretty", "json"], { error: "must be pretty or json" }).optional(),
    METRICS_TOKEN: optionalString.refine((token) => token === undefined || /^\S{16,}$/.test(token), {
      error:
        "must be at least 16 characters without spaces (or be unset to answer /metrics to the private network only)",
    }),
    /** Contract §16: both set, owners buy plans through Stripe; neither, plans are applied by hand. */
    STRIPE_SECRET_KEY: optionalString.refine((key) => key === undefined || /^(sk|rk)_\S+$/.test(key), {
      error: "must be a Stripe secret key (sk_test_… or sk_live_…) or a restricted key (rk_…)",
    }),
    STRIPE_WEBHOOK_SECRET: optionalString.refine(
      (secret) => secret === undefined || /^whsec_\S+$/.test(secret),
      {
        error: "must be the webhook signing secret Stripe shows (whsec_…)",
      },
    ),
    /** Stripe's API at another address: a local stand-in or stripe-mock. */
    STRIPE_API_URL: optionalString.refine((url) => url === undefined || webOrigin.safeParse(url).success, {
      error: "must be an http(s) URL",
    }),
    NODE_ENV: optionalString,
  })
  .refine((env) => !env.STRIPE_SECRET_KEY === !env.STRIPE_WEBHOOK_SECRET, {
    path: ["STRIPE_WEBHOOK_SECRET"],
    error: "STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are set together (or neither)",
  })
  .refine((env) => !env.ADMIN_EMAIL || env.ADMIN_PASSWORD, {
    path: ["ADMIN_PASSWORD"],
    error: "must be set when ADMIN_EMAIL is set",
  })
  // Contract §13: links in real e-mail must point at the real site.
  .refine((env) => !env.MAIL_URL || env.PUBLIC_ORIGIN, {
    path: ["PUBLIC_ORIGIN"],
    error: "must be set when MAIL_URL is set (links in email are built on it)",
  });

export interface AppConfig {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  /** Where uploads are kept: `DATA_DIR` or an S3-compatible bucket (`FILE_STORE`, `S3_*`). */
  files: FileStoreSettings;
  webDistDir: string;
  downloadsDir: string;
  admin: { email: string; password: string } | undefined;
  seedDemo: boolean;
  brand: { product: string; email: string; phone: string };
  publicOrigin: string | undefined;
  /** `pnpm dev`'s web server, which serves the pages the API's start banner links to. */
  devWebOrigin: string | undefined;
  mail: MailConfig;
  /** Fastify's `trustProxy`: the hops or proxy addresses whose X-Forwarded-For is believed. */
  trustProxy: false | number | string[];
  /** Host names a request's Host may name to appear in links, when PUBLIC_ORIGIN is unset. */
  allowedHosts: string[];
  /** The origin of links for any other Host: `http://localhost:PORT`. */
  fallbackOrigin: string;
  cookieSecure: boolean;
  logLevel: string;
  /** Readable lines for a terminal, JSON lines for a collector; JSON under NODE_ENV=production. */
  logFormat: "pretty" | "json";
  /** The bearer token `/metrics` asks for; unset, it answers only direct requests from the private network. */
  metricsToken: string | undefined;
  /** Stripe's keys (contract §16), when both are set. */
  billing: BillingSettings | undefined;
}

/** Contract §9: where mail goes, who it is from, who hears of leads, the address each carries. */
export interface MailConfig {
  /** Unset: `.eml` files under DATA_DIR/mail/. */
  url: string | undefined;
  /** MAIL_FROM, else BRAND_EMAIL: the address mail leaves from; the brand's name goes with it (decision 077). */
  from: MailSender;
  /** NOTIFY_EMAIL; unset, the coach's notices go to the brand's contact email. */
  notifyEmail: string | undefined;
  postalAddress: string;
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
  const files = readFileStoreSettings(env);
  if (!parsed.success || files.problems.length > 0) {
    throw new ConfigError([
      ...(parsed.error?.issues.map((issue) => `${issue.path.join(".")} ${issue.message}`) ?? []),
      ...files.problems,
    ]);
  }
  const e = parsed.data;
  const dataDir = path.resolve(repoRoot, e.DATA_DIR ?? ".data");
  const product = e.BRAND_PRODUCT ?? BRAND_DEFAULTS.product;
  const brandEmail = e.BRAND_EMAIL ?? BRAND_DEFAULTS.email;
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir,
    files: files.settings,
    webDistDir: path.join(repoRoot, "apps/web/dist"),
    downloadsDir: path.join(repoRoot, "apps/server/downloads"),
    admin:
      e.ADMIN_EMAIL && e.ADMIN_PASSWORD ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD } : undefined,
    seedDemo: e.SEED_DEMO,
    brand: {
      product,
      email: brandEmail,
      phone: e.BRAND_PHONE ?? BRAND_DEFAULTS.phone,
    },
    publicOrigin: e.PUBLIC_ORIGIN,
    devWebOrigin: e.DEV_WEB_ORIGIN,
    mail: {
      url: e.MAIL_URL,
      from: (e.MAIL_FROM && parseMailSender(e.MAIL_FROM)) || { address: brandEmail },
      notifyEmail: e.NOTIFY_EMAIL,
      postalAddress: e.BRAND_ADDRESS ?? BRAND_POSTAL_ADDRESS_DEFAULT,
    },
    trustProxy: e.TRUST_PROXY,
    allowedHosts: [...new Set([...listenHosts(e.HOST), ...e.ALLOWED_HOSTS])],
    fallbackOrigin: `http://localhost:${e.PORT}`,
    cookieSecure: e.COOKIE_SECURE || (e.PUBLIC_ORIGIN?.startsWith("https://") ?? false),
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT ?? (e.NODE_ENV === "production" ? "json" : "pretty"),
    metricsToken: e.METRICS_TOKEN,
    billing:
      e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET
        ? { secretKey: e.STRIPE_SECRET_KEY, webhookSecret: e.STRIPE_WEBHOOK_SECRET, apiUrl: e.STRIPE_API_URL }
        : undefined,
  };
}
