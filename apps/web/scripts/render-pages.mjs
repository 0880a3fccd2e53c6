// The build's pre-render (vite/prerender.ts) runs this in its own Node process: it imports the
// server build of src/entry-server.tsx, renders each path and writes the results as JSON, with
// the router's pages (`routes`) beside them. With `--skeletons`, it renders the skeleton of each
// signed-in page named instead (their shells, written once).
import { writeFile } from "node:fs/promises";
import { pathToFileURL } from "node:url";

const [entryFile, outFile, ...rest] = process.argv.slice(2);
const skeletons = rest[0] === "--skeletons";
const paths = skeletons ? rest.slice(1) : rest;
if (!entryFile || !outFile || paths.length === 0) {
  console.error("usage: render-pages.mjs <entry-server.js> <out.json> [--skeletons] <path>...");
  process.exit(2);
}
const { render, renderSkeleton, routeManifest } = await import(pathToFileURL(entryFile).href);
const pages = {};
for (const path of paths) pages[path] = await (skeletons ? renderSkeleton(path) : render(path));
await writeFile(outFile, JSON.stringify({ pages, routes: routeManifest() }));
