import { createHash } from "node:crypto";
import { existsSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import helmet from "@fastify/helmet";

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

export async function registerSecurityHeaders(app: FastifyInstance, scriptHashes: string[]) {
  await app.register(helmet, {
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
  });
}
