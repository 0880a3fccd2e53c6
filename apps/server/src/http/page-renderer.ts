import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { FirstRead } from "@scalemsp/validators";
import { markingBrandDefaults } from "./brand-pages";
import { firstReadsElement } from "./first-reads-element";

/** The web build's server renderer (`apps/web/src/entry-server.tsx`), as far as the server uses it. */
interface Renderer {
  render(url: string, reads: readonly FirstRead[]): Promise<{ body: string }>;
}

/** Where the web build keeps its renderer (apps/web/vite/prerender.ts). */
const RENDERER_FILE = path.join("render", "entry-server.js");

const ROOT_OPEN = '<div id="root">';

/**
 * The built page with its `#root` rendered again from the coach's current data, and that data
 * beside it as the page's first reads, which the app seeds its queries from before hydrating.
 */
export function withPageBody(html: string, body: string, reads: readonly FirstRead[]): string {
  const start = html.indexOf(ROOT_OPEN);
  const end = html.lastIndexOf("</div>", html.lastIndexOf("</body>"));
  if (start < 0 || end < start) return html;
  return `${html.slice(0, start + ROOT_OPEN.length)}${body}</div>${firstReadsElement(reads)}${html.slice(end + "</div>".length)}`;
}

/**
 * Renders a page that shows the coach's data with the data given, the way the build rendered
 * it with none. The renderer (React, the router, Mantine) is loaded the first time such a page
 * is asked for; without one in the build the built page is sent as it is.
 */
export function pageRenderer(webDistDir: string) {
  const file = path.join(webDistDir, RENDERER_FILE);
  let loaded: Promise<Renderer | undefined> | undefined;
  const renderer = () =>
    (loaded ??= existsSync(file)
      ? (import(pathToFileURL(file).href) as Promise<Renderer>)
      : Promise.resolve(undefined));

  // Undefined without a renderer in the build: the page goes out as built.
  return async (html: string, url: string, reads: readonly FirstRead[]): Promise<string | undefined> => {
    const loadedRenderer = await renderer();
    if (!loadedRenderer) return undefined;
    // As the browser will read it: JSON, nothing more.
    const sent = JSON.parse(JSON.stringify(reads)) as FirstRead[];
    // The brand then replaces what the build wrote in the page, and leaves the data as typed.
    const { body } = await loadedRenderer.render(url, markingBrandDefaults(sent));
    return withPageBody(html, body, sent);
  };
}
