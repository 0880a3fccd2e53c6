import type { FormErrors } from "@mantine/form";
import type { FormEvent } from "react";
import { focusFirstError } from "./form-focus";
import { notifyError } from "./notify";
import { fieldErrorsOf } from "./trpc-errors";

type Rules<Values> = (values: Values) => FormErrors;

interface ErrorForm {
  setErrors: (errors: FormErrors) => void;
  getInputNode: (path: never) => HTMLElement | null;
}

interface SubmittableForm<Values> extends ErrorForm {
  getValues: () => Values;
}

interface SubmitMutation<Values, Data> {
  isPending: boolean;
  mutate: (
    values: Values,
    callbacks: { onSuccess: (data: Data) => void; onError: (error: unknown) => void },
  ) => void;
}

interface SubmitOptions<Values, Data> {
  /** The zod-backed rules; may be a lazy import, so the public pages keep zod out of their bundle. */
  loadRules: () => Rules<Values> | Promise<Rules<Values>>;
  onSuccess: (data: Data) => void;
  /** The failure toast's title and text. */
  failure: (error: unknown) => readonly [title: string, message: string];
  /** The server's field errors, keyed by the form's field names. */
  errorsOf?: (error: unknown) => FormErrors;
  /** Ignore the submit (e.g. while a success is still showing); a pending request always is. */
  blocked?: boolean;
}

/** Errors go on their fields, and focus to the first of them so it is announced and can be fixed. */
function showErrors(form: ErrorForm, errors: FormErrors) {
  form.setErrors(errors);
  focusFirstError(form, errors);
}

/**
 * The submit the public and auth forms share: validate, send, and on a failure put the server's
 * field errors on the fields before the toast. The values are read only once the rules have loaded,
 * so what was typed meanwhile is sent. A hook (by name) so that its callbacks may touch refs.
 */
export function useFormSubmit<Values, Data>(
  form: SubmittableForm<Values>,
  mutation: SubmitMutation<Values, Data>,
  { loadRules, onSuccess, failure, errorsOf = fieldErrorsOf, blocked = false }: SubmitOptions<Values, Data>,
) {
  return async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mutation.isPending || blocked) return;
    const rules = await loadRules();
    const values = form.getValues();
    const errors = rules(values);
    showErrors(form, errors);
    if (Object.keys(errors).length > 0) return;
    mutation.mutate(values, {
      onSuccess: (data) => onSuccess(data),
      onError: (error) => {
        showErrors(form, errorsOf(error));
        notifyError(...failure(error));
      },
    });
  };
}
