import type { AppRouter } from "@scalemsp/api";
import { QueryClient } from "@tanstack/react-query";
import { TRPCClientError, type TRPCLink, createTRPCClient } from "@trpc/client";
import { observable } from "@trpc/server/observable";
import { createTRPCOptionsProxy } from "@trpc/tanstack-react-query";
import type { SessionBusiness, SessionUser } from "../src/session/types";
import type { TrpcHandles } from "../src/lib/trpc";

/** An API failure in the shape the server's error formatter produces. */
export function apiError(httpStatus: number, message: string, errors?: Record<string, string>) {
  return TRPCClientError.from<AppRouter>({
    error: { message, code: -32000, data: { code: "ERROR", httpStatus, path: "x", errors } },
  });
}

type Answer = () => unknown;

/** tRPC handles whose procedures answer from `answers` (by path) instead of the network. */
export function fakeTrpc(answers: Record<string, Answer>) {
  const calls: string[] = [];
  const link: TRPCLink<AppRouter> =
    () =>
    ({ op }) =>
      observable((observer) => {
        calls.push(op.path);
        const answer = answers[op.path];
        try {
          if (!answer) throw new Error(`no answer for ${op.path}`);
          observer.next({ result: { type: "data", data: answer() } });
          observer.complete();
        } catch (error) {
          observer.error(error instanceof TRPCClientError ? error : TRPCClientError.from(error as Error));
        }
      });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const trpcClient = createTRPCClient<AppRouter>({ links: [link] });
  const handles: TrpcHandles = {
    trpcClient,
    trpc: createTRPCOptionsProxy<AppRouter>({ client: trpcClient, queryClient }),
  };
  return { handles, queryClient, calls };
}

export const user: SessionUser = {
  id: 1,
  email: "dana@example.com",
  firstName: "Dana",
  lastName: "Owner",
  role: "business_owner",
  businessId: 1,
  isOwner: true,
  isActive: true,
  createdAt: "2026-01-01T00:00:00.000Z",
  timeZone: "America/Chicago",
};

export const business: SessionBusiness = {
  id: 1,
  name: "Dana IT",
  industry: "MSP",
  employeeCount: 12,
  website: null,
  planLevel: "free",
  shareScorecardWithTeam: false,
  membersMayCheckIn: false,
  isActive: true,
  createdAt: "2026-01-01T00:00:00.000Z",
};
