// Run by build.mjs after bundling: makes a fresh PGlite data directory beside the bundle, so a
// first start on an empty DATA_DIR copies it instead of running initdb (docs/hardening.md).
import path from "node:path";
import { fileURLToPath } from "node:url";
import { writePgliteTemplate } from "@scalemsp/db";
import { PGLITE_TEMPLATE_DIR } from "./pglite-template-dir";

await writePgliteTemplate(path.join(path.dirname(fileURLToPath(import.meta.url)), PGLITE_TEMPLATE_DIR));
