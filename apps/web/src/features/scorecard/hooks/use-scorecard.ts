import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { scorecardRefusal } from "@scalemsp/validators";
import { useTRPC } from "../../../lib/trpc";
import { httpStatusOf, serverMessageOf } from "../../../lib/trpc-errors";
import { useSession } from "../../../session/use-session";

/**
 * The caller's business scorecard, and why it is refused when it is. The session says whether
 * the viewer may read it (a team member while the owner does not share it, the coach without a
 * business): then nothing is asked, and the page shows the refusal with its first paint. A 403
 * from the server (sharing changed since the session was read) is an answer too, not a retry.
 */
export function useScorecard() {
  const trpc = useTRPC();
  const session = useSession();
  // A session that could not be read decides nothing: the server is asked, and answers.
  const refusal =
    session.user && !session.isLoading && !session.error
      ? scorecardRefusal({ isOwner: session.user.isOwner, business: session.business })
      : null;
  const query = useQuery({
    ...trpc.scorecard.get.queryOptions(),
    retry: false,
    enabled: !session.isLoading && refusal === null,
  });
  const refused =
    refusal ?? (httpStatusOf(query.error) === 403 ? (serverMessageOf(query.error) ?? null) : null);
  return {
    query,
    refused,
    isPending: session.isLoading || (refusal === null && query.isPending),
  };
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
