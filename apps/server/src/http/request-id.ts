import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import proxyAddr from "@fastify/proxy-addr";
import type { FastifyInstance, FastifyServerOptions } from "fastify";
import type { AppConfig } from "../config";

export const REQUEST_ID_HEADER = "x-request-id";

/** Ids as proxies and tracers write them (UUIDs, hex, base64): nothing that could break a log line or a header. */
const REQUEST_ID_SHAPE = /^[A-Za-z0-9._:+/=-]{1,128}$/;

/** Who `TRUST_PROXY` trusts: a proxy `hop` steps from the server at `address` (Fastify's and proxy-addr's reading). */
export type ProxyTrust = (address: string, hop: number) => boolean;

/** `TRUST_PROXY` as one function, so Fastify's client address and the request id trust the same peers. */
export function proxyTrust(setting: AppConfig["trustProxy"]): ProxyTrust {
  if (setting === false) return () => false;
  if (typeof setting === "number") return (_address, hop) => hop < setting;
  return proxyAddr.compile(setting);
}

/**
 * Whether `address` is one of the proxies `TRUST_PROXY` names by address. A hop count names
 * none: it trusts whatever peer is next to the server.
 */
export function namedProxy(setting: AppConfig["trustProxy"]): (address: string) => boolean {
  if (!Array.isArray(setting)) return () => false;
  const trust = proxyAddr.compile(setting);
  return (address) => trust(address, 0);
}

/** Fastify's options for who is a proxy and what each request is called: both read `TRUST_PROXY` through `proxyTrust`. */
export function proxyAndRequestIdOptions(
  setting: AppConfig["trustProxy"],
): Pick<FastifyServerOptions, "trustProxy" | "genReqId" | "requestIdHeader"> {
  const trust = proxyTrust(setting);
  return { trustProxy: setting === false ? false : trust, ...requestIdOptions(trust) };
}

/**
 * Fastify's request id: a trusted proxy's `X-Request-Id` when it has a sane shape, so one id
 * follows a request through the proxy's log and ours; otherwise a fresh UUID. Anyone else's
 * header is ignored: a client must not be able to name its lines after another request's.
 */
export function requestIdOptions(
  trust: ProxyTrust,
): Pick<FastifyServerOptions, "genReqId" | "requestIdHeader"> {
  return {
    requestIdHeader: false,
    genReqId(req: IncomingMessage) {
      const sent = req.headers[REQUEST_ID_HEADER];
      const peer = req.socket.remoteAddress;
      if (typeof sent === "string" && peer && REQUEST_ID_SHAPE.test(sent) && trust(peer, 0)) return sent;
      return randomUUID();
    },
  };
}

/** Every answer names its request, so a person reporting a problem can quote the id that finds its lines. */
export function registerRequestIdHeader(app: FastifyInstance): void {
  app.addHook("onRequest", (req, reply, done) => {
    reply.header(REQUEST_ID_HEADER, req.id);
    done();
  });
}
