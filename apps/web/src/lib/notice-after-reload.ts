import { useEffect } from "react";
import { notifySuccess } from "./notify";

/**
 * A success toast that outlives a full page load: a page that reloads to show what the server
 * now renders (the brand after setup) keeps its word to the user.
 */
const KEY = "scalemsp.notice-after-reload";

export function noticeAfterReload(title: string, message: string) {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ title, message }));
  } catch {
    // Storage refused: the page still loads, without the toast.
  }
}

/** Shows, once, the toast a page left before the load that brought this one. */
export function useNoticeFromBeforeReload() {
  useEffect(() => {
    let kept: string | null = null;
    try {
      kept = sessionStorage.getItem(KEY);
      sessionStorage.removeItem(KEY);
    } catch {
      return;
    }
    if (!kept) return;
    try {
      const { title, message } = JSON.parse(kept) as { title: string; message: string };
      if (typeof title === "string" && typeof message === "string") notifySuccess(title, message);
    } catch {
      // A value not written by noticeAfterReload: nothing to show.
    }
  }, []);
}
