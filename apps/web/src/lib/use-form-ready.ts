import { useMounted } from "@mantine/hooks";
import { type ChangeEvent, useEffect, useRef, useState } from "react";

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

type TextInputElement = HTMLInputElement | HTMLTextAreaElement;

/**
 * Controlled text fields of a form rendered before its code has loaded: each starts from what its
 * input holds when the code arrives, so what was typed in the meantime is kept (and not put back
 * to its initial value by the next render). `input(name)` gives the field's input its `ref`,
 * `value` and `onChange`; `ready` is false until the code has run, for the submit button.
 */
export function useTypedFields<Name extends string>(initial: Record<Name, string>) {
  const [values, setValues] = useState(initial);
  const inputs = useRef(new Map<Name, TextInputElement>());
  const ready = useMounted();
  useEffect(() => {
    const typed: Partial<Record<Name, string>> = {};
    for (const [name, node] of inputs.current) {
      const text = textOf(node);
      if (text !== undefined && text !== initial[name]) typed[name] = text;
    }
    // Read from the inputs themselves, which the rule allows for a ref but cannot follow here.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (Object.keys(typed).length > 0) setValues((all) => ({ ...all, ...typed }));
    // Once, when the fields first mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const set = (name: Name, value: string) => setValues((all) => ({ ...all, [name]: value }));
  const input = (name: Name) => ({
    ref: (node: TextInputElement | null) => {
      if (node) inputs.current.set(name, node);
      else inputs.current.delete(name);
    },
    value: values[name],
    onChange: (event: ChangeEvent<TextInputElement>) => set(name, event.currentTarget.value),
  });
  return { values, set, input, ready };
}
