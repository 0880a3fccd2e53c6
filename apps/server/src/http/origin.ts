import os from "node:os";
import type { FastifyRequest } from "fastify";

/** Where links the server hands out may point, when `PUBLIC_ORIGIN` does not say. */
export interface LinkOrigins {
  publicOrigin: string | undefined;
  /** Host names (no port) a request's `Host` may name to be used in links. */
  allowedHosts: readonly string[];
  /** The origin used for any other `Host`: `http://localhost:PORT`, PORT the configured one. */
  fallbackOrigin: string;
}

const unbracket = (host: string) => host.replace(/^\[(.*)\]$/, "$1").toLowerCase();

/**
 * The hosts a server listening on `host` answers to by itself: localhost, and the listen
 * address, or every address of this machine for a wildcard listen.
 */
export function listenHosts(host: string): string[] {
  const own = ["localhost", "127.0.0.1", "::1"];
  if (host !== "0.0.0.0" && host !== "::") return [...own, unbracket(host)];
  const addresses = Object.values(os.networkInterfaces()).flatMap((list) => list ?? []);
  return [...own, ...addresses.map((a) => unbracket(a.address))];
}

/**
 * The origin for the links, canonical URLs, sitemap and robots.txt this request gets, the
 * canonical origin of contract §14: `PUBLIC_ORIGIN` when set; else the request's own host name
 * if it is an allowed one, with the configured port (the fallback's) whatever port the `Host`
 * names; else the fallback. So the origins a request can get are a few the configuration fixes,
 * and pages kept per origin are too. What comes back is a parsed URL's origin, so it never
 * carries markup.
 */
export function linkOrigin(req: FastifyRequest, origins: LinkOrigins): string {
  if (origins.publicOrigin) return origins.publicOrigin;
  return originOfHost(req.protocol, req.host, origins);
}

/** Each protocol and `Host` a server is asked under: a few, so their origins are worked out once. */
const MAX_KNOWN_HOSTS = 64;
const knownHosts = new WeakMap<LinkOrigins, Map<string, string>>();

function originOfHost(protocol: string, host: string, origins: LinkOrigins): string {
  let known = knownHosts.get(origins);
  if (!known) knownHosts.set(origins, (known = new Map<string, string>()));
  const key = `${protocol}://${host}`;
  let origin = known.get(key);
  if (origin === undefined) {
    // Any client can name any Host: the list is forgotten rather than grown past its bound.
    if (known.size >= MAX_KNOWN_HOSTS) known.clear();
    origin = hostOrigin(protocol, host, origins);
    known.set(key, origin);
  }
  return origin;
}

function hostOrigin(protocol: string, host: string, origins: LinkOrigins): string {
  let url: URL;
  try {
    url = new URL(`${protocol}://${host}`);
  } catch {
    return origins.fallbackOrigin;
  }
  const sameHost =
    url.host === host.toLowerCase() ||
    `${url.host}:${url.protocol === "https:" ? 443 : 80}` === host.toLowerCase();
  if (!sameHost || !origins.allowedHosts.includes(unbracket(url.hostname))) return origins.fallbackOrigin;
  url.port = new URL(origins.fallbackOrigin).port;
  return url.origin;
}
