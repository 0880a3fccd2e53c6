import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTRPC } from "../../../lib/trpc";

/** This week's check-in card: the week, its answer if sent, the goals and the answer before. */
export function useCurrentCheckIn() {
  const trpc = useTRPC();
  return useQuery(trpc.checkIns.current.queryOptions());
}

/** `PUT /api/check-ins/{week}`; the card shows the answer at once. */
export function useSaveCheckIn() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.checkIns.save.mutationOptions({
      onSuccess: () => queryClient.invalidateQueries(trpc.checkIns.pathFilter()),
    }),
  );
}

/** The owner's switch (PATCH /api/business {membersMayCheckIn}): the business and the card follow. */
export function useMembersMayCheckIn() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.account.updateBusiness.mutationOptions({
      onSuccess: (business) => {
        queryClient.setQueryData(trpc.auth.business.queryKey(), business);
        return queryClient.invalidateQueries(trpc.checkIns.pathFilter());
      },
    }),
  );
}
