import { createHash } from "node:crypto";
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

export async function registerSecurityHeaders(app: FastifyInstance, scriptHashes: string[]) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...scriptHashes],
        // Mantine sets style attributes at run time.
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
