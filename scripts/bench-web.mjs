// `pnpm bench:web`: Lighthouse (mobile preset) on each public page of the built app, and on
// the member pages signed in.
// Builds, starts the built server on a free port with a fresh embedded database, and prints per
// page the four category scores, LCP, TBT, CLS and the JS and CSS the page loads (gzip; CSS counts the `<style>` in a
// pre-rendered page too).
//
//   pnpm bench:web                 build, then measure once per page
//   pnpm bench:web --runs 3        three runs per page, the median by performance score
//   pnpm bench:web --no-build      measure the current build
//   pnpm bench:web --write         also put the table into docs/performance.md
//   pnpm bench:web --check         exit 1 when a page misses a target
//   pnpm bench:web --public-only   the public pages only (not the member pages, signed in)
//   pnpm bench:web --pages /dashboard,/courses   only these pages
//   pnpm bench:web --save DIR      also keep each run's Lighthouse report (JSON) in DIR
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { createRequire } from "node:module";
import { fileURLToPath, pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";
import PUBLIC_PAGES from "../apps/web/vite/public-pages.json" with { type: "json" };
import PAGE_BUDGETS from "../apps/web/vite/page-budgets.json" with { type: "json" };
import { assertChromium } from "./chromium.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const webDist = path.join(root, "apps/web/dist");
const args = process.argv.slice(2).filter((arg) => arg !== "--");
const flag = (name) => args.includes(name);
const option = (name, fallback) => {
  const at = args.indexOf(name);
  return at >= 0 && args[at + 1] ? args[at + 1] : fallback;
};

/** The pre-rendered public pages. */
const ROUTES = PUBLIC_PAGES;
/**
 * Measured signed in as a new business owner (free plan) over the demo courses and resources:
 * the signed-in pages the build wrote a shell for (apps/web/vite/pages.ts), read once built.
 */
const memberRoutes = () =>
  readdirSync(path.join(webDist, "app-shells"))
    .filter((file) => file.endsWith(".html"))
    .map((file) => `/${file.slice(0, -".html".length)}`);
const TARGETS = { performance: 95, accessibility: 100, "best-practices": 100, seo: 100 };
/** Each pre-rendered page's budget of scripts and stylesheets, gzip (apps/web/README.md). */
const budgetOf = (route) => {
  const budget = PAGE_BUDGETS[route];
  return budget && { js: budget.jsKb * 1024, css: budget.cssKb * 1024 };
};
const RUNS = Math.max(1, Number(option("--runs", "1")) || 1);

const chromePath = assertChromium();
// Lighthouse is ESM; chrome-launcher comes with it.
const requireFromLighthouse = createRequire(createRequire(import.meta.url).resolve("lighthouse"));
const { default: lighthouse } = await import("lighthouse");
const chromeLauncher = await import(pathToFileURL(requireFromLighthouse.resolve("chrome-launcher")).href);

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

async function waitForHealth(url, server) {
  for (let i = 0; i < 240; i++) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server did not answer ${url}`);
}

/** Gzip size of a file of the build, by its URL path; 0 for anything not in the build. */
const gzipCache = new Map();
function gzipSize(urlPath) {
  if (!gzipCache.has(urlPath)) {
    let size = 0;
    try {
      size = gzipSync(readFileSync(path.join(webDist, decodeURIComponent(urlPath))), { level: 9 }).length;
    } catch {
      size = 0;
    }
    gzipCache.set(urlPath, size);
  }
  return gzipCache.get(urlPath);
}

/** Gzip size of the CSS a pre-rendered page carries in its HTML (`<style>` elements); 0 for the others. */
function inlineCssSize(route) {
  const file = path.join(webDist, route === "/" ? "index.html" : `${route.slice(1)}/index.html`);
  let html = "";
  try {
    html = readFileSync(file, "utf8");
  } catch {
    return 0;
  }
  const css = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1]).join("\n");
  return css ? gzipSync(css, { level: 9 }).length : 0;
}

function summarize(route, lhr) {
  if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${route}: ${lhr.runtimeError.message}`);
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const requests = lhr.audits["network-requests"]?.details?.items ?? [];
  const origin = new URL(lhr.finalDisplayedUrl).origin;
  let js = 0;
  let css = inlineCssSize(route);
  for (const request of requests) {
    if (!request.url.startsWith(origin)) continue;
    const { pathname } = new URL(request.url);
    if (request.resourceType === "Script") js += gzipSize(pathname);
    if (request.resourceType === "Stylesheet") css += gzipSize(pathname);
  }
  return {
    route,
    performance: score("performance"),
    accessibility: score("accessibility"),
    "best-practices": score("best-practices"),
    seo: score("seo"),
    lcp: lhr.audits["largest-contentful-paint"].numericValue ?? Number.NaN,
    tbt: lhr.audits["total-blocking-time"].numericValue ?? Number.NaN,
    cls: lhr.audits["cumulative-layout-shift"].numericValue ?? Number.NaN,
    js,
    css,
    failing: Object.values(lhr.audits)
      .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === "binary")
      .map((audit) => audit.id),
  };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value) => `${Math.round(value)} ms`;

function table(rows) {
  const header =
    "| page | performance | accessibility | best practices | SEO | LCP | TBT | CLS | JS (gzip) | CSS (gzip) |";
  const rule = "|---|---|---|---|---|---|---|---|---|---|";
  const lines = rows.map(
    (r) =>
      `| \`${r.route}\` | ${r.performance} | ${r.accessibility} | ${r["best-practices"]} | ${r.seo} | ${ms(r.lcp)} | ${ms(r.tbt)} | ${r.cls.toFixed(3)} | ${kb(r.js)} | ${kb(r.css)} |`,
  );
  return [header, rule, ...lines].join("\n");
}

function misses(row) {
  // Member pages are not for search engines: SEO is not a target there.
  const targets = MEMBER_ROUTES.includes(row.route) ? { ...TARGETS, seo: 0 } : TARGETS;
  const problems = Object.entries(targets)
    .filter(([category, target]) => row[category] < target)
    .map(([category, target]) => `${category} ${row[category]} < ${target}`);
  const budget = budgetOf(row.route);
  if (budget && row.js > budget.js) problems.push(`JS ${kb(row.js)} > ${kb(budget.js)}`);
  if (budget && row.css > budget.css) problems.push(`CSS ${kb(row.css)} > ${kb(budget.css)}`);
  return problems;
}

/** A new business owner signed in: the cookies a browser would hold after registering. */
async function signUpMember(base) {
  const email = `bench.${Date.now().toString(36)}@example.com`;
  const res = await fetch(`${base}/api/register`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base },
    body: JSON.stringify({
      email,
      password: "Bench-Passw0rd",
      firstName: "Dana",
      lastName: "Reyes",
      businessName: "Reyes IT Services",
      industry: "Managed IT",
      employeeCount: 12,
      website: "https://reyes-it.example",
    }),
  });
  if (!res.ok) throw new Error(`registering a member answered ${res.status}: ${await res.text()}`);
  const cookie = res.headers
    .getSetCookie()
    .map((header) => header.split(";")[0])
    .join("; ");
  // A returning member: the first visit has set the account's time zone from the browser (the
  // browser Lighthouse drives runs in this machine's), so their pages come rendered (decision 084).
  const zone = await fetch(`${base}/api/user/time-zone`, {
    method: "PUT",
    headers: { "content-type": "application/json", origin: base, cookie },
    body: JSON.stringify({ timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone }),
  });
  if (!zone.ok)
    throw new Error(`setting the member's time zone answered ${zone.status}: ${await zone.text()}`);
  return cookie;
}

if (!flag("--no-build")) {
  console.log("building...");
  const built = spawnSync("pnpm", ["exec", "turbo", "run", "build", "--output-logs=errors-only"], {
    cwd: root,
    stdio: "inherit",
  });
  if (built.status !== 0) process.exit(built.status ?? 1);
}
const MEMBER_ROUTES = memberRoutes();

const port = await freePort();
const dataDir = mkdtempSync(path.join(os.tmpdir(), "scalemsp-bench-web-"));
const server = spawn(process.execPath, [path.join(root, "apps/server/dist/main.js")], {
  cwd: root,
  stdio: ["ignore", "inherit", "inherit"],
  env: {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    DATABASE_URL: "",
    LOG_LEVEL: "warn",
  },
});
let chrome;
const cleanUp = async () => {
  await chrome?.kill();
  server.kill("SIGTERM");
  rmSync(dataDir, { recursive: true, force: true });
};
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => void cleanUp().then(() => process.exit(1)));
}

const rows = [];
let lighthouseVersion = "";
try {
  const base = `http://localhost:${port}`;
  await waitForHealth(`${base}/api/health`, server);
  chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ["--headless", "--no-sandbox", "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost"],
  });
  const cookie = flag("--public-only") ? undefined : await signUpMember(base);
  const only = option("--pages", "").split(",").filter(Boolean);
  const routes = [...ROUTES, ...(cookie ? MEMBER_ROUTES : [])].filter(
    (route) => only.length === 0 || only.includes(route),
  );
  for (const route of routes) {
    const member = MEMBER_ROUTES.includes(route);
    const runs = [];
    for (let run = 0; run < RUNS; run++) {
      // Lighthouse now and then fails to record a trace (NO_NAVSTART, NO_FCP): try again.
      for (let attempt = 1; ; attempt++) {
        const result = await lighthouse(`${base}${route}`, {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: Object.keys(TARGETS),
          ...(member ? { extraHeaders: { Cookie: cookie } } : {}),
        });
        if (!result) throw new Error(`Lighthouse returned nothing for ${route}`);
        if (result.lhr.runtimeError && attempt < 3) continue;
        lighthouseVersion = result.lhr.lighthouseVersion;
        const saveDir = option("--save", "");
        if (saveDir) {
          const name = `${route.slice(1).replaceAll("/", "-") || "home"}-${run + 1}.json`;
          mkdirSync(saveDir, { recursive: true });
          writeFileSync(path.join(saveDir, name), JSON.stringify(result.lhr));
        }
        runs.push(summarize(route, result.lhr));
        break;
      }
    }
    runs.sort((a, b) => a.performance - b.performance);
    const row = runs[Math.floor(runs.length / 2)];
    rows.push(row);
    const flags = [...misses(row), ...row.failing.map((id) => `audit ${id}`)];
    console.log(
      `${route.padEnd(14)} perf ${row.performance}  a11y ${row.accessibility}  bp ${row["best-practices"]}  seo ${row.seo}` +
        `  LCP ${ms(row.lcp)}  TBT ${ms(row.tbt)}  CLS ${row.cls.toFixed(3)}  JS ${kb(row.js)}  CSS ${kb(row.css)}` +
        (flags.length ? `   <- ${flags.join(", ")}` : ""),
    );
  }
} finally {
  await cleanUp();
}

const markdown = table(rows);
console.log(`\n${markdown}\n`);

if (flag("--write")) {
  const docPath = path.join(root, "docs/performance.md");
  const doc = readFileSync(docPath, "utf8");
  const start = "<!-- bench:web:start -->";
  const end = "<!-- bench:web:end -->";
  if (!doc.includes(start) || !doc.includes(end))
    throw new Error(`${docPath} has no ${start} ... ${end} block`);
  const stamp = `Measured ${new Date().toISOString().slice(0, 10)} with Lighthouse ${lighthouseVersion}, mobile preset, median of ${RUNS} run(s) per page.`;
  const updated = doc.replace(
    new RegExp(`${start}[\\s\\S]*?${end}`),
    `${start}\n${stamp}\n\n${markdown}\n${end}`,
  );
  writeFileSync(docPath, updated);
  spawnSync("pnpm", ["exec", "prettier", "--write", docPath], { cwd: root, stdio: "ignore" });
  console.log(`wrote ${path.relative(root, docPath)}`);
}

if (flag("--check") && rows.some((row) => misses(row).length > 0)) process.exit(1);
