// The published package's declarations: one file in which the router's types (from the private
// workspace packages) are written out, so no @scalemsp/* import is left for a user to resolve.
import { realpathSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { dts } from "rollup-plugin-dts";

const isPrivate = (id) => id.startsWith("@scalemsp/");

/**
 * Server-only packages the router's type reaches through its context, by what a client sees of
 * them: the database's handle, opaque, so the declarations name no drizzle type.
 */
const serverOnly = { "@scalemsp/db": path.resolve("declarations/server-database.d.ts") };

/** Workspace packages by their real folder, as TypeScript sees them when it checks the repository. */
const workspaceSources = {
  name: "workspace-sources",
  resolveId(id, importer) {
    if (!isPrivate(id)) return null;
    return (
      serverOnly[id] ?? realpathSync(createRequire(importer ?? path.resolve("package.json")).resolve(id))
    );
  },
};

export default {
  input: "src/index.ts",
  output: { file: "dist/index.d.ts", format: "es" },
  plugins: [workspaceSources, dts({ tsconfig: "tsconfig.build.json", respectExternal: true })],
  external: (id) => !id.startsWith(".") && !path.isAbsolute(id) && !isPrivate(id),
};
