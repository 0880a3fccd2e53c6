import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { FirstRead, SiteInputs } from "@scalemsp/validators";
import type { RenderedPage } from "./page-frame";

/** The web build's server renderer (`apps/web/src/entry-server.tsx`), as far as the server uses it. */
interface Renderer {
  render(url: string, reads: readonly FirstRead[], inputs: SiteInputs): Promise<RenderedPage>;
  renderSkeleton(path: string, inputs: SiteInputs): Promise<RenderedPage>;
}

/** Where the web build keeps its renderer (apps/web/vite/prerender.ts). */
export const RENDERER_FILE = path.join("render", "entry-server.js");

/**
 * Renders a page of the app with its first reads and the site inputs, by the build's own
 * renderer (React, the router, Mantine), loaded the first time a page is asked for. Undefined
 * without a renderer in the build: the page then goes out with an empty root, for the app to render.
 */
export function pageRenderer(webDistDir: string) {
  const file = path.join(webDistDir, RENDERER_FILE);
  let loaded: Promise<Renderer | undefined> | undefined;
  const renderer = () =>
    (loaded ??= existsSync(file)
      ? (import(pathToFileURL(file).href) as Promise<Renderer>)
      : Promise.resolve(undefined));

  return {
    page: async (
      url: string,
      reads: readonly FirstRead[],
      inputs: SiteInputs,
    ): Promise<RenderedPage | undefined> => {
      const loadedRenderer = await renderer();
      if (!loadedRenderer) return undefined;
      const { head, body } = await loadedRenderer.render(url, reads, inputs);
      return { head, body };
    },
    /**
     * A signed-in page's skeleton with these site inputs (the brand in its header), or undefined
     * without a renderer: the build's skeleton, made with the defaults, then stands.
     */
    skeleton: async (routePath: string, inputs: SiteInputs): Promise<string | undefined> => {
      const loadedRenderer = await renderer();
      if (!loadedRenderer) return undefined;
      return (await loadedRenderer.renderSkeleton(routePath, inputs)).body;
    },
  };
}
