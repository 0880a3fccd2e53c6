import { createHash } from "node:crypto";
import { existsSync, readFileSync, readdirSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import helmet, { type HelmetOptions } from "helmet";

/** SHA-256 sources for the inline scripts the built pages carry (the theme script runs before paint). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
    const body = match[1] ?? "";
    if (body.trim() === "" || /type=["']application\/(ld\+)?json["']/.test(match[0])) continue;
    hashes.add(`'sha256-${createHash("sha256").update(body).digest("base64")}'`);
  }
  return [...hashes];
}

/**
 * The inline scripts of every page the web build holds (the pre-rendered pages and the shells
 * carry the colour-scheme script and the boot script, each the same on every page), so a page's
 * own scripts are always allowed, whichever page a script was added to.
 */
export function builtPageScriptHashes(webDistDir: string): string[] {
  if (!existsSync(webDistDir)) return [];
  const pages = readdirSync(webDistDir, { recursive: true, encoding: "utf8" }).filter(
    (file) => file.endsWith(".html") && !file.startsWith("render"),
  );
  const hashes = new Set<string>();
  for (const page of pages) {
    for (const hash of inlineScriptHashes(readFileSync(path.join(webDistDir, page), "utf8")))
      hashes.add(hash);
  }
  return [...hashes].sort();
}

/** Helmet's settings for every answer: the policy above and its defaults for the rest. */
function helmetOptions(scriptHashes: string[]): HelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...scriptHashes],
        // Mantine sets style attributes and writes <style> elements (its CSS variables, responsive
        // props) at run time, and pre-rendered pages carry their CSS inline: no hash can list
        // those (a hash would also switch 'unsafe-inline' off). Styles cannot run code.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "https:"],
        fontSrc: ["'self'", "data:"],
        connectSrc: ["'self'"],
        // Lesson videos and PDFs play in frames: our own files or an https host.
        frameSrc: ["'self'", "https:"],
        mediaSrc: ["'self'", "https:"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    // Plain http on a laptop must not be upgraded; behind HTTPS the proxy sets HSTS.
    hsts: false,
  };
}

/** The headers helmet sets and removes with these settings, worked out by running it once. */
export interface SecurityHeaders {
  set: ReadonlyArray<readonly [name: string, value: string]>;
  removed: readonly string[];
}

/**
 * What helmet does to an answer with our settings. None of them depends on the request (no
 * nonces, no functions in the policy), so helmet runs once here on a stand-in response instead
 * of building its whole middleware again on every request, as its Fastify plugin does.
 */
export function securityHeaders(scriptHashes: string[]): SecurityHeaders {
  const set = new Map<string, string>();
  const removed: string[] = [];
  const response = {
    setHeader(name: string, value: string) {
      set.set(name.toLowerCase(), value);
    },
    removeHeader(name: string) {
      set.delete(name.toLowerCase());
      removed.push(name.toLowerCase());
    },
  };
  helmet(helmetOptions(scriptHashes))(
    {} as IncomingMessage,
    response as unknown as ServerResponse,
    // Helmet throws a bad setting at once; it calls this only when done.
    () => undefined,
  );
  return { set: [...set], removed };
}

/** The same security headers on every answer of the server: pages, files, API answers and errors. */
export function registerSecurityHeaders(app: FastifyInstance, scriptHashes: string[]) {
  // What helmet removes (`x-powered-by`) is a header Express sets and Fastify never does: at the
  // start of a request there is nothing to remove, so only the headers it sets are applied.
  const headers = Object.fromEntries(securityHeaders(scriptHashes).set);
  // Among the answer's own headers rather than on the raw response: Node checks and stores a
  // raw header at once and then copies every header Fastify writes beside it, answer by answer;
  // Fastify's headers are checked once, when the head is written.
  app.addHook("onRequest", (_req, reply, done) => {
    reply.headers(headers);
    done();
  });
}
