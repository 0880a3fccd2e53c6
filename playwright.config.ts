import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 3100);
const dataDir = process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), `scalemsp-e2e-${process.pid}`);
// The test workers load this file again in processes of their own: they read the server's
// DATA_DIR (its mail folder, e2e/mail.ts) from here.
process.env.E2E_DATA_DIR = dataDir;
export const E2E_DATA_DIR = dataDir;

export const E2E_ADMIN = { email: "coach@scalemsp.example", password: "Coach-Passw0rd" };

/**
 * Contract §16: the local Stripe stand-in the run starts (e2e/stripe-stand-in.setup.ts) on the
 * port after the server's, with the Prices the billing specs set on the plans.
 */
export const E2E_STRIPE = {
  port: port + 1,
  secretKey: "sk_test_e2e_stand_in",
  webhookSecret: "whsec_e2e_stand_in_secret",
  webhookUrl: `http://127.0.0.1:${port}/api/billing/webhook`,
  prices: {
    price_e2eProMonth: { unit_amount: 49900, currency: "usd", interval: "month", name: "Professional" },
    price_e2eProYear: { unit_amount: 499000, currency: "usd", interval: "year", name: "Professional" },
  },
} as const;

/**
 * The specs in e2e/site-wide change what every visitor or member sees (brand, site texts, plans,
 * courses, availability, the newsletter archive): they run one at a time, after the rest. The
 * rest act within accounts of their own and read the site as seeded, two at once.
 */
const SITE_WIDE = "site-wide/**/*.spec.ts";

export default defineConfig({
  testDir: "e2e",
  fullyParallel: false,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  globalSetup: "./e2e/stripe-stand-in.setup.ts",
  // Room for a machine twice as slow as a quiet one (two workers, the server and two browsers
  // share two cores): a passing test takes no longer, a slow page does not fail for its pace.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL: `http://localhost:${port}`,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        // Only our own server exists for these tests; any other host would stall. The Stripe
        // stand-in's pages (Checkout, the Portal) are at 127.0.0.1.
        "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1",
      ],
    },
  },
  projects: [
    { name: "own-accounts", testIgnore: SITE_WIDE, use: { ...devices["Desktop Chrome"] } },
    {
      name: "site-wide",
      testMatch: SITE_WIDE,
      dependencies: ["own-accounts"],
      workers: 1,
      use: { ...devices["Desktop Chrome"] },
    },
  ],
  webServer: {
    command: `rm -rf "${dataDir}" && node apps/server/dist/main.js`,
    url: `http://localhost:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      SEED_DEMO: "true",
      LOG_LEVEL: "warn",
      DATABASE_URL: "",
      // Specs register many owners; each API sign-up names an address of its own (e2e/fixtures.ts).
      TRUST_PROXY: "true",
      STRIPE_SECRET_KEY: E2E_STRIPE.secretKey,
      STRIPE_WEBHOOK_SECRET: E2E_STRIPE.webhookSecret,
      STRIPE_API_URL: `http://127.0.0.1:${E2E_STRIPE.port}`,
    },
  },
});
