import { type QueryClient, hashKey } from "@tanstack/react-query";
import { useSyncExternalStore } from "react";
import { SIGNED_IN_HINT_COOKIE } from "@scalemsp/validators";
import type { TrpcHandles } from "../lib/trpc";

/**
 * Whether this browser may be signed in. The session cookie is HttpOnly, so the public pages
 * cannot see it; asking the server (`auth.me`) on every visit would answer most visitors with a
 * 401, which browsers log as an error. The server sets a readable hint cookie with the session
 * and clears it with it; this browser also remembers the last answer it saw. The public header
 * asks only when either says someone may be signed in, and the answer keeps both right.
 */
const KEY = "scalemsp-signed-in";
const HINT = `${SIGNED_IN_HINT_COOKIE}=1`;

const hasHintCookie = () => document.cookie.split("; ").includes(HINT);

function rememberedSignedIn(): boolean {
  try {
    return window.localStorage.getItem(KEY) === "1";
  } catch {
    return false;
  }
}

export function mayBeSignedIn(): boolean {
  return hasHintCookie() || rememberedSignedIn();
}

const listeners = new Set<() => void>();

function remember(signedIn: boolean) {
  if (signedIn === mayBeSignedIn()) return;
  // Signed out: a hint the server could not clear (it was not asked since) goes too.
  if (!signedIn && hasHintCookie())
    document.cookie = `${SIGNED_IN_HINT_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;
  try {
    if (signedIn) window.localStorage.setItem(KEY, "1");
    else window.localStorage.removeItem(KEY);
  } catch {
    // Storage refused (private mode): the hint cookie alone tells the header.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  const onStorage = (event: StorageEvent) => event.key === KEY && listener();
  listeners.add(listener);
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

/** False on the server and while a pre-rendered page hydrates, then this browser's hint. */
export const useMayBeSignedIn = () => useSyncExternalStore(subscribe, mayBeSignedIn, () => false);

/** Follows every answer to `auth.me` (login, register, logout, expiry) for the rest of the visit. */
export function followSessionHint(queryClient: QueryClient, { trpc }: Pick<TrpcHandles, "trpc">) {
  const meHash = hashKey(trpc.auth.me.queryKey());
  return queryClient.getQueryCache().subscribe((event) => {
    if (event.query.queryHash !== meHash || event.type !== "updated") return;
    const { status, data } = event.query.state as { status: string; data: unknown };
    if (status === "success") remember(data != null);
  });
}
