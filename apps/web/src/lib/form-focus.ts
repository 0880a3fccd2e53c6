import type { FormErrors } from "@mantine/form";

interface FocusableForm {
  getInputNode: (path: never) => HTMLElement | null;
}

/** Moves keyboard focus to the first field (in page order) with an error, so it is announced and can be fixed. */
export function focusFirstError(form: FocusableForm, errors: FormErrors) {
  const nodeOf = form.getInputNode as (path: string) => HTMLElement | null;
  const first = Object.keys(errors)
    .map(nodeOf)
    .filter((node): node is HTMLElement => node !== null)
    .sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1))[0];
  first?.focus();
}
