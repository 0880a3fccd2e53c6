import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdir, readFile, readdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants as zlib, gzip } from "node:zlib";
import {
  APP_HYDRATED_ATTRIBUTE,
  APP_STARTED_ATTRIBUTE,
  PAGE_ROUTES_FILE,
  PUBLIC_PAGES_FILE,
  BOOT_MODULES_ELEMENT_ID,
  BOOT_STAGES_ATTRIBUTE,
  type PageRoute,
  type PublicPage,
} from "@scalemsp/validators";
import type { Manifest, Plugin } from "vite";
import type { RenderedPage } from "../src/entry-server";
import {
  APP_SHELL_FILE,
  MEMBER_SHELL_DIR,
  PAGE_FRAME_DIR,
  memberShells,
  PRERENDERED_PAGES,
  type MemberShell,
  type PrerenderedPage,
} from "./pages";

const SERVER_ENTRY = "src/entry-server.tsx";
/**
 * The server build of src/entry-server.tsx: the app server renders every public page with it,
 * and the signed-in pages with the viewer's reads (decision 072). Bundled with everything it
 * imports, since the app server's production install has none of the web app's libraries.
 */
export const RENDERER_DIR = "dist/render";

/** Parts of the public pages loaded on demand (src/features/marketing/islands.tsx). */
const ON_DEMAND_PARTS = "src/features/marketing/";

/**
 * What a page needs in its head: the route's chunk and its static imports (preloaded, in load
 * order), and the CSS of those and of the public site's on-demand parts, whose HTML is on the
 * page from the start even though their code loads later or never.
 */
function routeAssets(manifest: Manifest, routeFile: string) {
  const scripts: string[] = [];
  const styles: string[] = [];
  const seen = new Set<string>();
  const visit = (key: string, preload: boolean) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk || chunk.isEntry) return;
    for (const imported of chunk.imports ?? []) visit(imported, preload);
    if (preload) scripts.push(chunk.file);
    styles.push(...(chunk.css ?? []));
    for (const dynamic of chunk.dynamicImports ?? []) {
      if (manifest[dynamic]?.src?.startsWith(ON_DEMAND_PARTS)) visit(dynamic, false);
    }
  };
  const keys = Object.keys(manifest).filter((key) => key.split("?")[0] === routeFile);
  if (keys.length === 0) throw new Error(`prerender: no chunk for ${routeFile} in the manifest`);
  // Only the component: a route's error or pending parts load when they are needed.
  for (const key of keys) if (!key.includes("tsr-split") || key.includes("component")) visit(key, true);
  return { scripts, styles: [...new Set(styles)] };
}

/**
 * The page's own stylesheets, joined into one file: they all block the first paint, and one
 * request costs less than ten. Each original stays linked, disabled (never fetched), so that
 * Vite's loader, which skips stylesheets already linked, does not fetch them again when the
 * page's code loads. Kept out of the HTML: inline, they doubled the home page on the wire (11 to
 * 24 KB with brotli), which cost more served pages a second than the round trip saved a visitor
 * (docs/performance.md).
 */
async function joinedStylesheet(distDir: string, files: string[]): Promise<string> {
  if (files.length === 0) return "";
  const css = (await Promise.all(files.map((file) => readFile(path.join(distDir, file), "utf8")))).join("\n");
  const name = `assets/page-${createHash("sha256").update(css).digest("base64url").slice(0, 10)}.css`;
  await writeFile(path.join(distDir, name), css);
  return [
    `<link rel="stylesheet" crossorigin href="/${name}">`,
    ...files.map((file) => `<link rel="stylesheet" crossorigin href="/${file}" disabled>`),
  ].join("");
}

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/** Module preload links the boot script adds in one task (see bootScript). */
const PRELOADS_PER_TASK = 8;

/** Controls a click on which, before the app's code runs, is kept and made again once it has. */
const KEPT_CLICK_TARGETS = ["button", "[role=button]", "[role=tab]", "[role=switch]", "[role=menuitem]"]
  .map((selector) => `#root ${selector}`)
  .join(",");

/**
 * A pre-rendered page is complete without its code, so the code waits for the first paint
 * rather than contending with the page for a slow connection: this small inline module starts
 * it once the browser reports the first contentful paint, that is once the frame is on screen
 * (a frame callback comes before the frame is shown, and a request started there still competes
 * with it). It starts at once in a hidden tab, which does not paint, on a page with nothing in
 * its root, and where the browser does not report paints. Until the code starts, a click
 * on a control does nothing but is kept, and made again once the page is hydrated (a link works
 * without code: it loads its page). The script is the same on every page, so the content
 * security policy allows it by one hash; the modules it starts are in a data block beside it.
 */
const bootScript =
  "const root=document.documentElement;let kept=null;" +
  `document.addEventListener("click",(event)=>{if(root.hasAttribute(${JSON.stringify(APP_STARTED_ATTRIBUTE)}))return;` +
  `const control=event.target instanceof Element?event.target.closest(${JSON.stringify(KEPT_CLICK_TARGETS)}):null;` +
  "if(control)kept=control},true);" +
  `new MutationObserver((_,observer)=>{if(!root.hasAttribute(${JSON.stringify(APP_HYDRATED_ATTRIBUTE)}))return;` +
  "observer.disconnect();if(kept?.isConnected)kept.click();kept=null})" +
  `.observe(root,{attributes:true,attributeFilter:[${JSON.stringify(APP_HYDRATED_ATTRIBUTE)}]});` +
  `const data=document.getElementById(${JSON.stringify(BOOT_MODULES_ELEMENT_ID)});` +
  `const modules=JSON.parse(data.textContent);const stages=Number(data.getAttribute(${JSON.stringify(BOOT_STAGES_ATTRIBUTE)}))||0;` +
  // A page names dozens of modules, and each preload link costs the main thread a few
  // milliseconds on a phone: added a few at a time, in tasks of their own, so no one task is long.
  // The app's loader may have linked one by then: both write the whole address, so each sees
  // the other's link.
  `const preload=(rest)=>{for(const path of rest.splice(0,${PRELOADS_PER_TASK})){const href=new URL(path,location.href).href;` +
  'if(document.head.querySelector(`link[href="${href}"]`))continue;const link=document.createElement("link");' +
  'link.rel="modulepreload";link.href=href;document.head.append(link)}if(rest.length)setTimeout(()=>preload(rest))};' +
  // The entry's own imports (the libraries, dependencies first) are evaluated one a task before
  // it: evaluated with it, as one graph, they made one long task. All of them download at once.
  "const evaluate=(at)=>at<=stages?import(modules[at]).then(()=>setTimeout(()=>evaluate(at+1))):import(modules[0]);" +
  "let started=false;const start=()=>{if(started)return;started=true;preload(modules.slice());evaluate(1)};" +
  'if(document.visibilityState==="hidden"||!document.getElementById("root")?.firstElementChild||' +
  '!window.PerformanceObserver?.supportedEntryTypes?.includes("paint"))start();' +
  'else{new PerformanceObserver((list,observer)=>{if(list.getEntriesByName("first-contentful-paint").length){' +
  'observer.disconnect();start()}}).observe({type:"paint",buffered:true});' +
  // A tab hidden before its first paint never paints.
  'document.addEventListener("visibilitychange",start,{once:true})}';

/**
 * The boot script and the modules it starts: the entry, its own imports (evaluated before it,
 * in this order) and the page's other modules (module paths hold no `<`).
 */
function bootElements(entry: string, entryImports: string[], scripts: string[]): string {
  const modules = [entry, ...entryImports, ...scripts];
  return (
    `<script type="application/json" id="${BOOT_MODULES_ELEMENT_ID}" ${BOOT_STAGES_ATTRIBUTE}="${entryImports.length}">` +
    `${JSON.stringify(modules)}</script><script type="module">${bootScript}</script>`
  );
}

/**
 * A public page's frame: the app shell whose head links the page's stylesheets and names its
 * modules, with an empty `#root`. The server puts the page's rendered head and body into it
 * (apps/server/src/http/page-frame.ts).
 */
async function pageFrame(distDir: string, template: string, page: PrerenderedPage, manifest: Manifest) {
  const entry = ENTRY_SCRIPT.exec(template)?.[1];
  if (!entry) throw new Error("prerender: the shell has no module script");
  const shellPreloads = [...template.matchAll(MODULE_PRELOAD)].map((match) => match[1] ?? "");
  const { scripts, styles } = routeAssets(manifest, page.routeFile);
  const notInShell = (file: string) => !template.includes(`"/${file}"`);
  const head = [
    await joinedStylesheet(distDir, styles.filter(notInShell)),
    bootElements(
      entry,
      shellPreloads,
      scripts.filter(notInShell).map((file) => `/${file}`),
    ),
  ].join("");

  let html = template
    .replace(/<meta name="description"[^>]*>/, "")
    .replace(ENTRY_SCRIPT, "")
    .replace(MODULE_PRELOAD, "");
  // After the shell's own stylesheet, so page styles come later in the cascade, as when loaded on demand.
  const lastStylesheet = html.lastIndexOf('<link rel="stylesheet"');
  const insertAt = lastStylesheet >= 0 ? html.indexOf(">", lastStylesheet) + 1 : html.indexOf("</head>");
  html = html.slice(0, insertAt) + head + html.slice(insertAt);
  return html;
}

/** The build's check of a page rendered with the defaults: what the server will render it as. */
function checkRendered(page: PrerenderedPage, rendered: RenderedPage | undefined) {
  if (!rendered) throw new Error(`prerender: ${page.path} was not rendered`);
  if (rendered.notFound !== (page.path === "/404")) {
    throw new Error(`prerender: ${page.path} ${rendered.notFound ? "was not found" : "was found"}`);
  }
  if (/<script\b/i.test(rendered.body)) {
    // The content security policy allows the shell's inline script by hash, and nothing else.
    throw new Error(`prerender: ${page.path} rendered a <script> into the page`);
  }
}

/**
 * A signed-in page's shell: the app shell whose head also links the page's stylesheets and
 * names its route code, which the app would otherwise find only once its first script ran, and
 * whose `#root` holds the page's skeleton, rendered here once. The server sends it from memory
 * with the viewer's first reads beside it; the code, as on a pre-rendered page, starts after the
 * skeleton's first paint rather than contending with the stylesheets, and renders the page over
 * it from those reads.
 */
async function memberShellHtml(
  distDir: string,
  template: string,
  page: MemberShell,
  skeleton: RenderedPage,
  manifest: Manifest,
) {
  if (/<script\b/i.test(skeleton.body)) {
    // The content security policy allows the shell's inline script by hash, and nothing else.
    throw new Error(`prerender: ${page.path}'s skeleton rendered a <script> into the page`);
  }
  const entry = ENTRY_SCRIPT.exec(template)?.[1];
  if (!entry) throw new Error("prerender: the shell has no module script");
  const shellPreloads = [...template.matchAll(MODULE_PRELOAD)].map((match) => match[1] ?? "");
  const scripts: string[] = [];
  const styles: string[] = [];
  for (const routeFile of page.routeFiles) {
    const assets = routeAssets(manifest, routeFile);
    scripts.push(...assets.scripts);
    styles.push(...assets.styles);
  }
  const notInShell = (file: string) => !template.includes(`"/${file}"`);
  const head = [
    await joinedStylesheet(distDir, [...new Set(styles)].filter(notInShell)),
    bootElements(
      entry,
      shellPreloads,
      [...new Set(scripts)].filter(notInShell).map((file) => `/${file}`),
    ),
  ].join("");
  return template
    .replace(ENTRY_SCRIPT, "")
    .replace(MODULE_PRELOAD, "")
    .replace("</head>", `${head}</head>`)
    .replace('<div id="root"></div>', `<div id="root">${skeleton.body}</div>`);
}

const COMPRESSIBLE = /\.(js|css|svg|json|txt|xml|map)$/;

/** `.br` and `.gz` beside each text asset: the server sends them to browsers that accept them. */
async function precompress(dir: string): Promise<void> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  await Promise.all(
    entries
      .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
      .map(async (entry) => {
        const file = path.join(entry.parentPath, entry.name);
        const content = await readFile(file);
        const [br, gz] = await Promise.all([
          promisify(brotliCompress)(content, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
          promisify(gzip)(content, { level: 9 }),
        ]);
        await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
      }),
  );
}

/**
 * `vite build` builds the browser app, then a server build of src/entry-server.tsx, which stays
 * in `dist/render/` for the app server. It writes each public page's frame to
 * `dist/page-frames/` and lists them in `dist/public-pages.json`; renders each public page with
 * the default inputs as a check (found, or not found for /404; no script in its body); lists
 * the router's pages in `dist/routes.json`; and keeps the empty shell every other path starts
 * from as `dist/app-shell.html`. The server renders the pages themselves (decision 072).
 */
export function prerenderPages(root: string): Plugin {
  const serverDir = path.join(root, RENDERER_DIR);
  return {
    name: "scalemsp:prerender",
    apply: "build",
    config: () => ({
      builder: {},
      environments: {
        client: { build: { manifest: true } },
        ssr: {
          resolve: { noExternal: true },
          build: {
            ssr: path.join(root, SERVER_ENTRY),
            outDir: serverDir,
            emptyOutDir: true,
            copyPublicDir: false,
            // Its CSS imports are the browser build's business.
            minify: false,
          },
        },
      },
    }),
    buildApp: {
      order: "post",
      async handler(builder) {
        const { client, ssr } = builder.environments;
        if (!client || !ssr) throw new Error("prerender: the client and ssr environments are required");
        if (!client.isBuilt) await builder.build(client);
        await builder.build(ssr);
        const distDir = path.resolve(client.config.root, client.config.build.outDir);

        const manifestPath = path.join(distDir, ".vite", "manifest.json");
        const manifest = JSON.parse(await readFile(manifestPath, "utf8")) as Manifest;
        const template = await readFile(path.join(distDir, "index.html"), "utf8");
        // Its own process: the server build's React and router never mix with this one's modules.
        const renderedFile = path.join(serverDir, "rendered.json");
        await promisify(execFile)(process.execPath, [
          path.join(root, "scripts", "render-pages.mjs"),
          path.join(serverDir, "entry-server.js"),
          renderedFile,
          ...PRERENDERED_PAGES.map((page) => page.path),
        ]);
        const { pages: renderedPages, routes } = JSON.parse(await readFile(renderedFile, "utf8")) as {
          pages: Record<string, RenderedPage>;
          routes: PageRoute[];
        };
        // The router's pages, read from its route tree: the server answers these and no others.
        await writeFile(path.join(distDir, PAGE_ROUTES_FILE), `${JSON.stringify(routes, null, 2)}\n`);

        await writeFile(path.join(distDir, APP_SHELL_FILE), template);
        await mkdir(path.join(distDir, PAGE_FRAME_DIR), { recursive: true });
        const publicPages: PublicPage[] = [];
        for (const page of PRERENDERED_PAGES) {
          checkRendered(page, renderedPages[page.path]);
          const frame = `${PAGE_FRAME_DIR}/${page.name}.html`;
          await writeFile(path.join(distDir, frame), await pageFrame(distDir, template, page, manifest));
          publicPages.push({ path: page.path, frame, indexed: page.indexed });
        }
        await writeFile(path.join(distDir, PUBLIC_PAGES_FILE), `${JSON.stringify(publicPages, null, 2)}\n`);
        await mkdir(path.join(distDir, MEMBER_SHELL_DIR), { recursive: true });
        const shells = memberShells(routes);
        if (shells.length > 0)
          await promisify(execFile)(process.execPath, [
            path.join(root, "scripts", "render-pages.mjs"),
            path.join(serverDir, "entry-server.js"),
            renderedFile,
            "--skeletons",
            ...shells.map((page) => page.path),
          ]);
        const skeletons =
          shells.length > 0
            ? (JSON.parse(await readFile(renderedFile, "utf8")) as { pages: Record<string, RenderedPage> })
                .pages
            : {};
        for (const page of shells) {
          const skeleton = skeletons[page.path];
          if (!skeleton) throw new Error(`prerender: ${page.path}'s skeleton was not rendered`);
          await writeFile(
            path.join(distDir, MEMBER_SHELL_DIR, `${page.path.slice(1)}.html`),
            await memberShellHtml(distDir, template, page, skeleton, manifest),
          );
        }

        await rm(path.join(distDir, ".vite"), { recursive: true, force: true });
        await rm(renderedFile, { force: true });
        await precompress(path.join(distDir, "assets"));
        builder.config.logger.info(`checked and framed ${PRERENDERED_PAGES.length} public pages`);
      },
    },
  };
}
