import { ADMIN_MESSAGES, COACHING_ADMIN_TEXTS as T, SESSION_NOTES_TEXTS } from "@scalemsp/validators";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { errorMessageOf } from "../../../lib/trpc-errors";
import { useTRPC } from "../../../lib/trpc";

/** The coach's calendar reads and writes; each write refreshes the week. */
export function useCalendarWeek(range: { from: string; to: string }) {
  const trpc = useTRPC();
  return useQuery(trpc.admin.coaching.sessions.queryOptions(range));
}

export function useCoachingAdminActions() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries(trpc.admin.coaching.sessions.pathFilter());
  const updateSession = useMutation(
    trpc.admin.coaching.updateSession.mutationOptions({
      onSuccess: async () => {
        notifySuccess(T.sessionUpdated, T.sessionUpdatedText);
        await refresh();
      },
      onError: (error) => notifyError(ADMIN_MESSAGES.updateFailed, errorMessageOf(error)),
    }),
  );
  // Contract §15: the notes, the private note and new action items, in one step.
  const saveNotes = useMutation(
    trpc.admin.coaching.saveSessionNotes.mutationOptions({
      onSuccess: async () => {
        notifySuccess(SESSION_NOTES_TEXTS.saved, T.sessionUpdatedText);
        await Promise.all([
          refresh(),
          queryClient.invalidateQueries(trpc.actionItems.list.pathFilter()),
          queryClient.invalidateQueries(trpc.sessions.notes.pathFilter()),
        ]);
      },
      onError: (error) => notifyError(SESSION_NOTES_TEXTS.saveFailed, errorMessageOf(error)),
    }),
  );
  const createGroup = useMutation(
    trpc.admin.coaching.createGroupSession.mutationOptions({
      onSuccess: async (group) => {
        notifySuccess(T.groupScheduled, T.groupScheduledText(group.title));
        await refresh();
      },
    }),
  );
  const updateGroup = useMutation(
    trpc.admin.coaching.updateGroupSession.mutationOptions({
      onSuccess: async (group) => {
        notifySuccess(T.groupChanged, T.groupChangedText(group.title));
        await refresh();
      },
    }),
  );
  return { updateSession, saveNotes, createGroup, updateGroup };
}
