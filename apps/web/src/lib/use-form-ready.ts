import { useMounted } from "@mantine/hooks";
import { useEffect } from "react";

interface UncontrolledForm<Values> {
  getValues: () => Values;
  getInputNode: (path: never) => HTMLElement | null;
  setFieldValue: (path: never, value: never, options?: { forceUpdate: boolean }) => void;
}

/**
 * A pre-rendered form works only once its code has loaded: until then its submit button stays
 * disabled (so the browser cannot submit it on its own), and whatever the visitor typed in the
 * meantime is taken over when the code arrives.
 */
export function useFormReady<Values extends Record<string, string>>(form: UncontrolledForm<Values>) {
  const ready = useMounted();
  useEffect(() => {
    const values = form.getValues();
    for (const path of Object.keys(values)) {
      const node = (form.getInputNode as (path: string) => HTMLElement | null)(path);
      const typed = node && "value" in node ? String(node.value) : undefined;
      if (typed !== undefined && typed !== values[path]) {
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
