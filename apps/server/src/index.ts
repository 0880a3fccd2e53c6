export { createServer, type CreateServerOptions, type ServerConfig } from "./server";
export { loadConfig, ConfigError, findRepoRoot, type AppConfig } from "./config";
export { openFileStore, prepareDatabase } from "./start";
export { restRoutes } from "./rest/routes";
