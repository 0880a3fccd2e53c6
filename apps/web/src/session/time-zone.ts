import { formatDate, formatTime, localTimeZone, zoneAbbreviation } from "@scalemsp/validators";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useTrpcHandles } from "../lib/trpc";
import { sessionUserOptions } from "./session-queries";
import type { SessionUser } from "./types";
import { useSession } from "./use-session";

/**
 * The zone the app shows times in: the signed-in member's account setting, which the server's
 * e-mails to them use too; the browser's own until it is set (and for a visitor).
 */
export function useViewerTimeZone(): string {
  const { user } = useSession();
  return user?.timeZone ?? localTimeZone();
}

/** A time of day and the zone it is in: "3:05 PM EST". */
export const clockInZone = (iso: string, timeZone: string) =>
  `${formatTime(iso, { timeZone })} ${zoneAbbreviation(iso, timeZone)}`;

/** A moment with its date, time and zone: "Dec 5, 2026 3:05 PM EST". */
export const whenInZone = (iso: string, timeZone: string) =>
  `${formatDate(iso, { timeZone })} ${clockInZone(iso, timeZone)}`;

/**
 * A moment as every screen writes it, member's and admin's alike: date, time and the zone it is
 * in, in the viewer's own time zone as the calendar and sessions show times.
 */
export function useWhen(): (iso: string) => string {
  const timeZone = useViewerTimeZone();
  return (iso) => whenInZone(iso, timeZone);
}

/** `PUT /api/user/time-zone`: the answer replaces the signed-in user, so every time follows. */
export function useSetTimeZone() {
  const handles = useTrpcHandles();
  const queryClient = useQueryClient();
  return useMutation(
    handles.trpc.account.setTimeZone.mutationOptions({
      onSuccess: (user) => queryClient.setQueryData(sessionUserOptions(handles).queryKey, user),
    }),
  );
}

/**
 * On a member's first signed-in visit, their account takes the browser's zone (once per page
 * load; a failure leaves it unset, and the next visit tries again). A zone already set is the
 * member's choice and is never overwritten from the browser.
 */
export function useTimeZoneFromBrowser(user: SessionUser | null) {
  const setTimeZone = useSetTimeZone();
  const tried = useRef(false);
  const unset = user !== null && user.timeZone === null;
  useEffect(() => {
    if (!unset || tried.current) return;
    tried.current = true;
    setTimeZone.mutate({ timeZone: localTimeZone() });
  }, [unset, setTimeZone]);
}
