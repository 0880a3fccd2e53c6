import {
  type FetchQueryOptions,
  type QueryKey,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { SESSION_TEXTS } from "@scalemsp/validators";
import { useEffect, useMemo, useState } from "react";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { errorMessageOf } from "../../../lib/trpc-errors";
import { useTRPC } from "../../../lib/trpc";

const DAY = 86_400_000;
/** How far one page of free times reaches. */
export const SLOT_PAGE_DAYS = 14;
/** The booking window is 60 days: five pages of two weeks reach past it. */
export const LAST_SLOT_PAGE = 4;

/** The time the screen opened: lists split into upcoming and past by it, free times page from it. */
export function useOpenedAt() {
  const [openedAt] = useState(() => Date.now());
  return openedAt;
}

/** The member's sessions, allowance and the group sessions open to join. */
export function useCoachingData() {
  const trpc = useTRPC();
  const sessions = useQuery(trpc.sessions.list.queryOptions());
  const allowance = useQuery(trpc.sessions.allowance.queryOptions());
  const groups = useQuery(trpc.sessions.groups.queryOptions());
  return { sessions, allowance, groups };
}

/** The read of free one-to-one times for a page of days, starting `page * 14` days from now. */
export function useFreeSlotsQuery(page: number) {
  const trpc = useTRPC();
  const openedAt = useOpenedAt();
  return useMemo(() => {
    const start = openedAt + page * SLOT_PAGE_DAYS * DAY;
    return trpc.sessions.slots.queryOptions({
      kind: "one_to_one",
      from: new Date(start).toISOString(),
      to: new Date(start + SLOT_PAGE_DAYS * DAY).toISOString(),
    });
  }, [trpc, openedAt, page]);
}

/** Free one-to-one times for a page of days, starting `page * 14` days from now. */
export function useFreeSlots(page: number, enabled = true) {
  return useQuery({ ...useFreeSlotsQuery(page), enabled });
}

/**
 * Starts a read once the screen has rendered, without subscribing to it: the answer re-renders
 * only the part that shows it, not the screen (on a phone, a whole page rendered again when free
 * times arrived just after it became interactive).
 */
export function useReadAhead<TData, TError, TKey extends QueryKey>(
  query: FetchQueryOptions<TData, TError, TData, TKey>,
) {
  const queryClient = useQueryClient();
  useEffect(() => {
    void queryClient.prefetchQuery(query);
  }, [queryClient, query]);
}

/** Every change refreshes what it touches: the lists, the allowance and the free times. */
function useRefresh() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries(trpc.sessions.list.pathFilter()),
      queryClient.invalidateQueries(trpc.sessions.allowance.pathFilter()),
      queryClient.invalidateQueries(trpc.sessions.slots.pathFilter()),
      queryClient.invalidateQueries(trpc.sessions.groups.pathFilter()),
    ]);
}

export function useSessionActions() {
  const trpc = useTRPC();
  const refresh = useRefresh();
  const failed = (title: string) => (error: unknown) => {
    notifyError(title, errorMessageOf(error));
    void refresh();
  };
  const book = useMutation(
    trpc.sessions.book.mutationOptions({
      onSuccess: async () => {
        notifySuccess(SESSION_TEXTS.bookedTitle, SESSION_TEXTS.bookedText);
        await refresh();
      },
      onError: () => void refresh(),
    }),
  );
  const cancel = useMutation(
    trpc.sessions.cancel.mutationOptions({
      onSuccess: async (session) => {
        notifySuccess(
          SESSION_TEXTS.cancelledTitle,
          session.cancelReturnsAllowance ? SESSION_TEXTS.cancelledRefunded : SESSION_TEXTS.cancelledCounted,
        );
        await refresh();
      },
      onError: failed(SESSION_TEXTS.cancelFailed),
    }),
  );
  const reschedule = useMutation(
    trpc.sessions.reschedule.mutationOptions({
      onSuccess: async () => {
        notifySuccess(SESSION_TEXTS.movedTitle, SESSION_TEXTS.movedText);
        await refresh();
      },
      onError: () => void refresh(),
    }),
  );
  const join = useMutation(
    trpc.sessions.joinGroup.mutationOptions({
      onSuccess: async (group) => {
        notifySuccess(SESSION_TEXTS.joinedTitle, SESSION_TEXTS.joinedText(group.title));
        await refresh();
      },
      onError: failed(SESSION_TEXTS.joinFailed),
    }),
  );
  const leave = useMutation(
    trpc.sessions.leaveGroup.mutationOptions({
      onSuccess: async (group) => {
        notifySuccess(SESSION_TEXTS.leftTitle, SESSION_TEXTS.leftText(group.title));
        await refresh();
      },
      onError: failed(SESSION_TEXTS.leaveFailed),
    }),
  );
  return { book, cancel, reschedule, join, leave };
}
