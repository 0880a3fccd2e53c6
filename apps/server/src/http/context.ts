import type { FastifyReply, FastifyRequest } from "fastify";
import { createContext, type BillingProvider, type Brand, type Context } from "@scalemsp/api";
import { DEVICE_COOKIE_NAME, SESSION_COOKIE_NAME, TWO_FACTOR_COOKIE_NAME } from "@scalemsp/auth";
import type { Database } from "@scalemsp/db";
import { SIGNED_IN_HINT_COOKIE } from "@scalemsp/validators";
import { linkOrigin, type LinkOrigins } from "./origin";

/** `Authorization: Bearer <token>` → the token; any other scheme is no token. */
export function bearerTokenOf(header: string | undefined): string | undefined {
  const match = header?.match(/^Bearer\s+(\S+)\s*$/i);
  return match?.[1];
}

export interface ContextDeps {
  db: Database;
  brand: Brand;
  /** Where links handed out point: PUBLIC_ORIGIN, else an allowed Host, else localhost. */
  origins: LinkOrigins;
  postalAddress?: string | undefined;
  cookieSecure: boolean;
  /** Stripe, when it is configured (contract §16). */
  billing?: BillingProvider | null;
}

/** The one bridge from a Fastify request to a procedure context, for /trpc and the REST mirror alike. */
export function contextFromRequest(
  deps: ContextDeps,
  req: FastifyRequest,
  reply: FastifyReply,
): Promise<Context> {
  const secure = deps.cookieSecure || req.protocol === "https";
  const base = { path: "/", httpOnly: true, sameSite: "lax" as const, secure };
  const setUntil = (name: string, token: string, expiresAt: Date) => {
    const maxAge = Math.max(0, Math.floor((expiresAt.getTime() - Date.now()) / 1000));
    reply.setCookie(name, token, { ...base, maxAge, expires: expiresAt });
  };
  // A hint left behind without its session would make every public page ask in vain.
  if (req.cookies[SIGNED_IN_HINT_COOKIE] && !req.cookies[SESSION_COOKIE_NAME]) {
    reply.setCookie(SIGNED_IN_HINT_COOKIE, "", { ...base, httpOnly: false, maxAge: 0, expires: new Date(0) });
  }
  return createContext({
    db: deps.db,
    clientIp: req.ip,
    userAgent: req.headers["user-agent"],
    sessionToken: req.cookies[SESSION_COOKIE_NAME],
    twoFactorToken: req.cookies[TWO_FACTOR_COOKIE_NAME],
    deviceToken: req.cookies[DEVICE_COOKIE_NAME],
    bearerToken: bearerTokenOf(req.headers.authorization),
    publicOrigin: linkOrigin(req, deps.origins),
    brand: deps.brand,
    postalAddress: deps.postalAddress,
    billing: deps.billing ?? null,
    // The session cookie, and beside it for the same time the hint the public pages can read.
    cookies: {
      set(token, expiresAt) {
        const maxAge = Math.max(0, Math.floor((expiresAt.getTime() - Date.now()) / 1000));
        reply.setCookie(SESSION_COOKIE_NAME, token, { ...base, maxAge, expires: expiresAt });
        reply.setCookie(SIGNED_IN_HINT_COOKIE, "1", { ...base, httpOnly: false, maxAge, expires: expiresAt });
      },
      clear() {
        const expired = { maxAge: 0, expires: new Date(0) };
        reply.setCookie(SESSION_COOKIE_NAME, "", { ...base, ...expired });
        reply.setCookie(SIGNED_IN_HINT_COOKIE, "", { ...base, httpOnly: false, ...expired });
      },
      setTwoFactor(token, expiresAt) {
        setUntil(TWO_FACTOR_COOKIE_NAME, token, expiresAt);
      },
      clearTwoFactor() {
        reply.setCookie(TWO_FACTOR_COOKIE_NAME, "", { ...base, maxAge: 0, expires: new Date(0) });
      },
      setDevice(token, expiresAt) {
        setUntil(DEVICE_COOKIE_NAME, token, expiresAt);
      },
    },
  });
}
