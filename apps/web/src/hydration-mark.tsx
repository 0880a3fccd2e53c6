import { APP_HYDRATED_ATTRIBUTE } from "@scalemsp/validators";
import { useEffect } from "react";

/** Renders nothing; once the app has committed, the page answers every control, and says so. */
export function HydrationMark() {
  useEffect(() => document.documentElement.setAttribute(APP_HYDRATED_ATTRIBUTE, ""), []);
  return null;
}
