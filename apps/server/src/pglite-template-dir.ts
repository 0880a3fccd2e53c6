/** The fresh PGlite data directory the build makes beside the bundle. */
export const PGLITE_TEMPLATE_DIR = "pglite-template";
