import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTRPC } from "../../../lib/trpc";

/** The caller's business scorecard; a 403 (not shared, no business) is an answer, not a retry. */
export function useScorecard() {
  const trpc = useTRPC();
  return useQuery({ ...trpc.scorecard.get.queryOptions(), retry: false });
}

/** The owner's changes; each refreshes the scorecard. */
export function useScorecardActions() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries(trpc.scorecard.get.pathFilter());
  return {
    save: useMutation(trpc.scorecard.save.mutationOptions({ onSuccess: refresh })),
    remove: useMutation(trpc.scorecard.remove.mutationOptions({ onSuccess: refresh })),
    import: useMutation(
      trpc.scorecard.import.mutationOptions({
        onSuccess: (result) => (result.dryRun ? undefined : refresh()),
      }),
    ),
    // The sharing switch is part of the business's own update (PATCH /api/business).
    share: useMutation(
      trpc.account.updateBusiness.mutationOptions({
        onSuccess: () =>
          Promise.all([refresh(), queryClient.invalidateQueries(trpc.auth.business.pathFilter())]),
      }),
    ),
  };
}
