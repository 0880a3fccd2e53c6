export { createServer, type CreateServerOptions, type ServerConfig } from "./server";
export { loadConfig, ConfigError, findRepoRoot, type AppConfig } from "./config";
export { prepareDatabase } from "./start";
export { restRoutes, type RestRoute } from "./rest/table";
