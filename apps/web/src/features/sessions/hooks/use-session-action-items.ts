import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ACTION_ITEM_TEXTS } from "@scalemsp/validators";
import { notifyError } from "../../../lib/notify";
import { errorMessageOf } from "../../../lib/trpc-errors";
import { useTRPC } from "../../../lib/trpc";

/**
 * The business's action items by the session they came from (contract §15 'the session page
 * shows its notes and action items'): one read for the whole past list, and ticking off.
 */
export function useSessionActionItems(enabled: boolean) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const items = useQuery({ ...trpc.actionItems.list.queryOptions(), enabled });
  const refresh = () => queryClient.invalidateQueries(trpc.actionItems.list.pathFilter());
  const toggle = useMutation(
    trpc.actionItems.update.mutationOptions({
      onSuccess: refresh,
      onError: (error) => {
        notifyError(ACTION_ITEM_TEXTS.doneFailed, errorMessageOf(error));
        void refresh();
      },
    }),
  );
  const bySession = new Map<number, NonNullable<typeof items.data>>();
  for (const item of items.data ?? []) {
    if (item.sessionId === null) continue;
    bySession.set(item.sessionId, [...(bySession.get(item.sessionId) ?? []), item]);
  }
  return { bySession, toggle };
}
