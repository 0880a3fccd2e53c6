import { ConfigError, loadConfig } from "./config";
import { SHUTDOWN_DEADLINE_MS, SHUTDOWN_GRACE_MS } from "./http/timeouts";
import { createServer } from "./server";
import { openMailTransport } from "./mail";
import { openFileStore, prepareDatabase, startBanner } from "./start";
import { StartupError, assertPortFree } from "./startup-checks";
import { getBrand } from "@scalemsp/api";
import { DataDirectoryLockedError } from "@scalemsp/db";

async function main() {
  const config = loadConfig();
  await assertPortFree(config.port, config.host);
  const { database, setupToken } = await prepareDatabase(config, (message) => console.log(message));
  const files = openFileStore(config);
  const app = await createServer({
    config,
    database,
    files,
    signedUrlSeconds: config.files.driver === "s3" ? config.files.signedUrlSeconds : undefined,
    mail: {
      transport: openMailTransport(config.mail, files),
      from: config.mail.from,
      notifyEmail: config.mail.notifyEmail,
      postalAddress: config.mail.postalAddress,
      origin: config.publicOrigin ?? `http://localhost:${config.port}`,
    },
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    console.log(`\n${signal === "SIGINT" ? "Stopping" : `${signal} received, stopping`}…`);
    // Whatever hangs, the process ends by the deadline (docs/hardening.md).
    setTimeout(() => process.exit(1), SHUTDOWN_DEADLINE_MS).unref();
    // Requests under way get a grace period; slow or stuck clients are then cut off.
    const cutOff = setTimeout(() => app.server.closeAllConnections(), SHUTDOWN_GRACE_MS);
    try {
      await app.close();
    } finally {
      clearTimeout(cutOff);
      // PGlite must be closed cleanly or its files may be left half-written.
      await database.close();
      process.exit(0);
    }
  };
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : config.port;
  // In `pnpm dev` the pages come from the web dev server, which passes API calls on to this one.
  const siteUrl = config.publicOrigin ?? config.devWebOrigin ?? `http://localhost:${port}`;
  // Plain lines, not log records: this is what a person starting the site reads first.
  const brand = await getBrand(database.db, config.brand).catch(() => config.brand);
  console.log(startBanner(siteUrl, brand.product, setupToken));
}

main().catch((error: unknown) => {
  if (
    error instanceof ConfigError ||
    error instanceof DataDirectoryLockedError ||
    error instanceof StartupError
  ) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
