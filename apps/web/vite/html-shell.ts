import { THEME_STORAGE_KEY } from "@scalemsp/validators";
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

/**
 * Fills the page shell from the shared constants: the pre-paint colour-scheme script. The shell
 * has no title: the brand is the server's to say (a rendered page's head, else the product
 * name; decision 072). The Inter file is not preloaded: the first paint does not wait for it (src/styles/inter.css, loaded by src/main.tsx).
 */
export function htmlShell(): Plugin {
  return {
    name: "scalemsp:html-shell",
    transformIndexHtml: {
      order: "post",
      handler: () => [{ tag: "script", children: colorSchemeScript, injectTo: "head" }],
    },
  };
}
