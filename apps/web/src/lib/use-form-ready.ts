import { useMounted } from "@mantine/hooks";
import { useEffect, useRef, useState } from "react";

interface UncontrolledForm<Values> {
  getValues: () => Values;
  getInputNode: (path: never) => HTMLElement | null;
  setFieldValue: (path: never, value: never, options?: { forceUpdate: boolean }) => void;
}

/** What a field's input holds, if it is one that holds text. */
const textOf = (node: HTMLElement | null | undefined) =>
  node && "value" in node && typeof node.value === "string" ? node.value : undefined;

/**
 * A form rendered before its code has loaded (a pre-rendered public page, a member page the
 * server rendered) works only once its code has run: until then its submit button stays disabled
 * (so the browser cannot submit it on its own), and whatever was typed in the meantime is taken
 * over when the code arrives. Text fields only: a field holding a number or a choice keeps its value.
 */
export function useFormReady<Values extends object>(form: UncontrolledForm<Values>) {
  const ready = useMounted();
  useEffect(() => {
    const values = form.getValues() as Record<string, unknown>;
    for (const [path, value] of Object.entries(values)) {
      if (typeof value !== "string") continue;
      const typed = textOf((form.getInputNode as (path: string) => HTMLElement | null)(path));
      if (typed !== undefined && typed !== value) {
        (form.setFieldValue as (path: string, value: string, options: { forceUpdate: boolean }) => void)(
          path,
          typed,
          { forceUpdate: false },
        );
      }
    }
    // Once, when the form first mounts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return ready;
}

/**
 * A controlled text field's state for a form rendered before its code has loaded: it starts from
 * what its input holds when the code arrives, so what was typed in the meantime is kept (and not
 * put back to `initial` by the next render). Give `ref` to the input.
 */
export function useTypedState<Element extends HTMLInputElement | HTMLTextAreaElement>(initial: string) {
  const [value, setValue] = useState(initial);
  const ref = useRef<Element>(null);
  useEffect(() => {
    const typed = textOf(ref.current);
    if (typed !== undefined && typed !== initial) setValue(typed);
    // Once, when the field first mounts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return [value, setValue, ref] as const;
}
