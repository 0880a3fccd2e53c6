import { queryOptions } from "@tanstack/react-query";
import type { TrpcHandles } from "../lib/trpc";
import { isNotFound, isUnauthorized } from "../lib/trpc-errors";
import type { SessionBusiness, SessionUser } from "./types";

/** Maps the expected "absent" answer to null and lets every other failure through. */
async function nullWhen<T>(read: Promise<T>, absent: (error: unknown) => boolean): Promise<T | null> {
  try {
    return await read;
  } catch (error) {
    if (absent(error)) return null;
    throw error;
  }
}

/** Spec §4: a missing session (401) is "signed out", not an error. */
export function sessionUserOptions({ trpc, trpcClient }: TrpcHandles) {
  return queryOptions<SessionUser | null>({
    queryKey: trpc.auth.me.queryKey(),
    queryFn: ({ signal }) => nullWhen(trpcClient.auth.me.query(undefined, { signal }), isUnauthorized),
  });
}

/** The signed-in user's business; null when the account has none (an admin). */
export function sessionBusinessOptions({ trpc, trpcClient }: TrpcHandles) {
  return queryOptions<SessionBusiness | null>({
    queryKey: trpc.auth.business.queryKey(),
    queryFn: ({ signal }) => nullWhen(trpcClient.auth.business.query(undefined, { signal }), isNotFound),
  });
}
