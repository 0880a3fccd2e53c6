import { useEffect, useEffectEvent } from "react";

/** Spec §4: a form's success state lasts `ms`, then the form is ready again. */
export function useReturnToIdle(active: boolean, ms: number, backToIdle: () => void) {
  const onTimeout = useEffectEvent(backToIdle);
  useEffect(() => {
    if (!active) return;
    const timer = window.setTimeout(() => onTimeout(), ms);
    return () => window.clearTimeout(timer);
  }, [active, ms]);
}
