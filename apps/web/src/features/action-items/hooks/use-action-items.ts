import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ACTION_ITEM_TEXTS as T } from "@scalemsp/validators";
import { notifyError } from "../../../lib/notify";
import { errorMessageOf } from "../../../lib/trpc-errors";
import { useTRPC } from "../../../lib/trpc";

/**
 * The business's action items (contract §15): read with no input, as the dashboard's first
 * read is sent with the page; the card shows the open ones.
 */
export function useActionItems() {
  const trpc = useTRPC();
  return useQuery(trpc.actionItems.list.queryOptions());
}

/** Add an item, and tick one off or open it again; each refreshes every list of items. */
export function useActionItemChanges() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries(trpc.actionItems.list.pathFilter());
  const create = useMutation(
    trpc.actionItems.create.mutationOptions({
      onSuccess: refresh,
    }),
  );
  const toggle = useMutation(
    trpc.actionItems.update.mutationOptions({
      onSuccess: refresh,
      onError: (error) => {
        notifyError(T.doneFailed, errorMessageOf(error));
        void refresh();
      },
    }),
  );
  return { create, toggle };
}
