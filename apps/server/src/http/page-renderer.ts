import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { PAGE_DATA_ELEMENT_ID, PAGES_WITH_DATA, type PageDataKey } from "@scalemsp/validators";

/** What the pages that show the coach's data show: the answers of `plans.list` and `guides.list`. */
export type PageData = Partial<Record<PageDataKey, unknown>>;

/** The web build's server renderer (`apps/web/src/entry-server.tsx`), as far as the server uses it. */
interface Renderer {
  render(url: string, data: PageData): Promise<{ body: string }>;
}

/** Where the web build keeps its renderer (apps/web/vite/prerender.ts). */
const RENDERER_FILE = path.join("render", "entry-server.js");

const ROOT_OPEN = '<div id="root">';

export const pageDataKeysOf = (pagePath: string): readonly PageDataKey[] | undefined =>
  (PAGES_WITH_DATA as Record<string, readonly PageDataKey[]>)[pagePath];

/** The data as JSON that cannot end its `<script>` element nor open a comment in it. */
const scriptJson = (data: PageData) => JSON.stringify(data).replaceAll("<", "\\u003c");

/**
 * The built page with its `#root` rendered again from the coach's current data, and that data
 * beside it as JSON the app reads before hydrating (not executed, so the content security
 * policy, which allows no inline script, has nothing to say about it).
 */
export function withPageBody(html: string, body: string, data: PageData): string {
  const start = html.indexOf(ROOT_OPEN);
  const end = html.lastIndexOf("</div>", html.lastIndexOf("</body>"));
  if (start < 0 || end < start) return html;
  const json = `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${scriptJson(data)}</script>`;
  return `${html.slice(0, start + ROOT_OPEN.length)}${body}</div>${json}${html.slice(end + "</div>".length)}`;
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

  return async (html: string, pagePath: string, data: PageData): Promise<string> => {
    const loadedRenderer = await renderer();
    if (!loadedRenderer) return html;
    // As the browser will read it: JSON, nothing more.
    const sent = JSON.parse(JSON.stringify(data)) as PageData;
    const { body } = await loadedRenderer.render(pagePath, sent);
    return withPageBody(html, body, sent);
  };
}
