import { hashKey, type QueryClient } from "@tanstack/react-query";
import type { TrpcHandles } from "../lib/trpc";
import { sessionBusinessOptions, sessionUserOptions } from "./session-queries";
import type { SessionBusiness, SessionUser } from "./types";

/**
 * Drops everything read for the previous identity. The two session entries are
 * overwritten rather than removed so that mounted readers of them see the change.
 */
function forgetOtherQueries(queryClient: QueryClient, handles: TrpcHandles) {
  const kept = new Set([
    hashKey(sessionUserOptions(handles).queryKey),
    hashKey(sessionBusinessOptions(handles).queryKey),
  ]);
  queryClient.removeQueries({ predicate: (query) => !kept.has(query.queryHash) });
}

/** Login: store the user, then reload the business (spec §4). */
export async function storeLogin(queryClient: QueryClient, handles: TrpcHandles, user: SessionUser) {
  forgetOtherQueries(queryClient, handles);
  queryClient.setQueryData(sessionUserOptions(handles).queryKey, user);
  if (user.businessId === null) {
    queryClient.setQueryData(sessionBusinessOptions(handles).queryKey, null);
    return;
  }
  // A failure stays on the query for the signed-in pages to show; the login itself stands.
  await queryClient.fetchQuery({ ...sessionBusinessOptions(handles), staleTime: 0 }).catch(() => undefined);
}

/** Register: the answer already holds both. */
export function storeRegistration(
  queryClient: QueryClient,
  handles: TrpcHandles,
  user: SessionUser,
  business: SessionBusiness,
) {
  forgetOtherQueries(queryClient, handles);
  queryClient.setQueryData(sessionUserOptions(handles).queryKey, user);
  queryClient.setQueryData(sessionBusinessOptions(handles).queryKey, business);
}

/** Logout clears both, and nothing else read for that user stays in memory. */
export function storeLogout(queryClient: QueryClient, handles: TrpcHandles) {
  forgetOtherQueries(queryClient, handles);
  queryClient.setQueryData(sessionUserOptions(handles).queryKey, null);
  queryClient.setQueryData(sessionBusinessOptions(handles).queryKey, null);
}
