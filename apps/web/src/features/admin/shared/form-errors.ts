import type { FormErrors } from "@mantine/form";
import { focusFirstError } from "../../../lib/form-focus";
import { fieldErrorsOf } from "../../../lib/trpc-errors";

export interface ErrorForm {
  setErrors: (errors: FormErrors) => void;
  getInputNode: (path: never) => HTMLElement | null;
}

/**
 * Puts the server's field errors on the form's fields (renamed through `fieldMap` where the
 * form calls a field differently) and moves focus to the first one.
 */
export function showServerFieldErrors(
  form: ErrorForm,
  error: unknown,
  fieldMap: Record<string, string> = {},
) {
  const errors = renameErrors(fieldErrorsOf(error), fieldMap);
  if (Object.keys(errors).length === 0) return;
  form.setErrors(errors);
  focusFirstError(form, errors);
}

/** Schema errors keyed by payload field, renamed to the form's field names. */
export function renameErrors(errors: FormErrors, fieldMap: Record<string, string>): FormErrors {
  const renamed: FormErrors = {};
  for (const [field, message] of Object.entries(errors)) {
    const target = fieldMap[field] ?? field;
    // Two request fields may show on one form field; the first error says the most.
    if (!(target in renamed)) renamed[target] = message;
  }
  return renamed;
}
