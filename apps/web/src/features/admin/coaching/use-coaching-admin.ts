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
        notifySuccess("Session updated", "The session is saved.");
        await refresh();
      },
      onError: (error) => notifyError("Update Failed", errorMessageOf(error)),
    }),
  );
  const createGroup = useMutation(
    trpc.admin.coaching.createGroupSession.mutationOptions({
      onSuccess: async (group) => {
        notifySuccess("Group session scheduled", `${group.title} is open for members to join.`);
        await refresh();
      },
    }),
  );
  return { updateSession, createGroup };
}
