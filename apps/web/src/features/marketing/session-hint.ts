import { type QueryClient, hashKey } from "@tanstack/react-query";
import { useSyncExternalStore } from "react";
import type { TrpcHandles } from "../../lib/trpc";

/**
 * Whether this browser was signed in when it last knew. The session cookie is HttpOnly, so the
 * public pages cannot see it; asking the server (`auth.me`) on every visit would answer most
 * visitors with a 401, which browsers log as an error. The public header asks only when this
 * says someone may be signed in, and the answer keeps it right.
 */
const KEY = "scalemsp-signed-in";

export function mayBeSignedIn(): boolean {
  try {
    return window.localStorage.getItem(KEY) === "1";
  } catch {
    return false;
  }
}

const listeners = new Set<() => void>();

function remember(signedIn: boolean) {
  if (signedIn === mayBeSignedIn()) return;
  try {
    if (signedIn) window.localStorage.setItem(KEY, "1");
    else window.localStorage.removeItem(KEY);
  } catch {
    // Storage refused (private mode): the header then shows the signed-out links.
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
    const { status, data } = event.query.state;
    if (status === "success") remember(data != null);
  });
}
