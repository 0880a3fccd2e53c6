import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { useTRPC } from "../../lib/trpc";
import type { ManagedSession } from "./types";

const DAY = 86_400_000;
/** How far one page of free times reaches. */
const PAGE_DAYS = 14;
/** The booking window is 60 days: five pages of two weeks reach past it. */
export const LAST_SLOT_PAGE = 4;

/** The session a signed link names; a refused link (400) is not retried. */
export function useLinkedSession(token: string | undefined) {
  const trpc = useTRPC();
  return useQuery({
    ...trpc.booking.managed.queryOptions({ token: token ?? "" }),
    enabled: token !== undefined,
    retry: false,
  });
}

/** Free times the linked session could move to, two weeks a page from when the page opened. */
export function useLinkedSessionSlots(token: string, page: number, enabled: boolean) {
  const trpc = useTRPC();
  const [openedAt] = useState(() => Date.now());
  const range = useMemo(() => {
    const start = openedAt + page * PAGE_DAYS * DAY;
    return { from: new Date(start).toISOString(), to: new Date(start + PAGE_DAYS * DAY).toISOString() };
  }, [openedAt, page]);
  return useQuery({ ...trpc.booking.managedSlots.queryOptions({ token, ...range }), enabled });
}

/** Cancel and move through the link; each answer is the session as it now stands. */
export function useLinkedSessionActions(token: string) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const store = (session: ManagedSession) => {
    queryClient.setQueryData(trpc.booking.managed.queryKey({ token }), session);
    return queryClient.invalidateQueries(trpc.booking.managedSlots.pathFilter());
  };
  const cancel = useMutation(trpc.booking.cancelManaged.mutationOptions({ onSuccess: store }));
  const reschedule = useMutation(
    trpc.booking.rescheduleManaged.mutationOptions({
      onSuccess: store,
      onError: () => void queryClient.invalidateQueries(trpc.booking.managedSlots.pathFilter()),
    }),
  );
  return { cancel, reschedule };
}
