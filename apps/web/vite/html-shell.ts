import { BRAND_DEFAULTS, THEME_STORAGE_KEY } from "@scalemsp/validators";
import type { Plugin } from "vite";
import { DEFAULT_COLOR_SCHEME, MARKETING_COLOR_SCHEME, SIGNED_IN_PATH } from "../src/lib/color-scheme";

/**
 * The script that applies the stored colour scheme (or the default of the part of the site
 * the path belongs to) before the first paint, so a dark-mode visitor never sees a light flash.
 * Every page carries this one script, byte for byte: the server allows it by its hash.
 */
export const colorSchemeScript =
  `try{var v=localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)});` +
  `if(v!=="light"&&v!=="dark"&&v!=="auto")v=/${SIGNED_IN_PATH.source}/.test(location.pathname)?` +
  `${JSON.stringify(DEFAULT_COLOR_SCHEME)}:${JSON.stringify(MARKETING_COLOR_SCHEME)};` +
  `if(v==="auto")v=matchMedia("(prefers-color-scheme: dark)").matches?"dark":"light";` +
  `document.documentElement.setAttribute("data-mantine-color-scheme",v)}catch(e){}`;

/** The self-hosted Inter file every page uses (src/styles/inter.css), as the build names it. */
const INTER_FILE = /(^|\/)inter-latin-wght-normal-[\w-]+\.woff2$/;

/**
 * Fills the page shell from the shared constants: the title and the pre-paint colour-scheme
 * script; in a build, also a preload of the Inter file, so text is set in it from the first paint.
 */
export function htmlShell(): Plugin {
  return {
    name: "scalemsp:html-shell",
    transformIndexHtml: {
      order: "post",
      handler: (_html, ctx) => {
        const font = Object.keys(ctx.bundle ?? {}).find((name) => INTER_FILE.test(name));
        return [
          { tag: "script", children: colorSchemeScript, injectTo: "head" },
          { tag: "title", children: BRAND_DEFAULTS.product, injectTo: "head" },
          ...(font
            ? [
                {
                  tag: "link",
                  attrs: {
                    rel: "preload",
                    href: `/${font}`,
                    as: "font",
                    type: "font/woff2",
                    crossorigin: "",
                  },
                  injectTo: "head" as const,
                },
              ]
            : []),
        ];
      },
    },
  };
}
