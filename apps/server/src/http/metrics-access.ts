import { createHash, timingSafeEqual } from "node:crypto";
import proxyAddr from "@fastify/proxy-addr";
import type { FastifyRequest } from "fastify";

const sha256 = (text: string) => createHash("sha256").update(text).digest();
/** The peers that may read metrics without a token: this machine and the private networks. */
const isPrivatePeer = proxyAddr.compile(["loopback", "linklocal", "uniquelocal"]);

/**
 * Who may read `/metrics` (decision 066): with `METRICS_TOKEN`, whoever sends it as a bearer
 * token; without, a peer on the private network that reached the server directly: not a proxy
 * `TRUST_PROXY` names, and without the forwarding header every proxy in front of the app adds
 * (its client addresses come from it), so never a visitor of the public origin.
 */
export function mayReadMetrics(
  req: FastifyRequest,
  token: string | undefined,
  isProxy: (address: string) => boolean,
): boolean {
  if (token !== undefined) {
    const sent = /^Bearer (\S+)$/i.exec(req.headers.authorization ?? "")?.[1];
    return sent !== undefined && timingSafeEqual(sha256(sent), sha256(token));
  }
  const peer = req.socket.remoteAddress ?? "";
  const forwarded = req.headers["x-forwarded-for"] !== undefined || req.headers.forwarded !== undefined;
  return !forwarded && !isProxy(peer) && isPrivatePeer(peer, 0);
}
