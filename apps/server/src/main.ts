import { ConfigError, loadConfig } from "./config";
import { createServer } from "./server";
import { prepareDatabase } from "./start";
import { DataDirectoryLockedError } from "@scalemsp/db";

async function main() {
  const config = loadConfig();
  const database = await prepareDatabase(config, (message) => console.log(message));
  const app = await createServer({ config, database });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, closing`);
    try {
      await app.close();
    } finally {
      // PGlite must be closed cleanly or its files may be left half-written.
      await database.close();
      process.exit(0);
    }
  };
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`${config.brand.product} is serving on port ${config.port} (${database.kind})`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirectoryLockedError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
