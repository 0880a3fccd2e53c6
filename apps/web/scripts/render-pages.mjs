// The build's pre-render (vite/prerender.ts) runs this in its own Node process: it imports the
// server build of src/entry-server.tsx, renders each path and writes the results as JSON, with
// the router's pages (`routes`) beside them.
import { writeFile } from "node:fs/promises";
import { pathToFileURL } from "node:url";

const [entryFile, outFile, ...paths] = process.argv.slice(2);
if (!entryFile || !outFile || paths.length === 0) {
  console.error("usage: render-pages.mjs <entry-server.js> <out.json> <path>...");
  process.exit(2);
}
const { render, routeManifest } = await import(pathToFileURL(entryFile).href);
const pages = {};
for (const path of paths) pages[path] = await render(path);
await writeFile(outFile, JSON.stringify({ pages, routes: routeManifest() }));
