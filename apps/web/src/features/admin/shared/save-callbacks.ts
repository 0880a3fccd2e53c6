import {
  type AdminContentAction,
  type AdminContentEntity,
  contentDoneTitle,
  contentFailedText,
  MESSAGES,
} from "@scalemsp/validators";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { errorMessageOf } from "../../../lib/trpc-errors";
import { type ErrorForm, showServerFieldErrors } from "./form-errors";

interface SaveOptions {
  entity: AdminContentEntity;
  action: AdminContentAction;
  form: ErrorForm;
  /** Renames the server's field errors where the form calls a field differently. */
  fieldMap?: Record<string, string>;
  /** Marks stale what shows the saved row; not awaited, so the dialog closes at once. */
  refresh: () => unknown;
  onDone: () => void;
}

/**
 * The mutate callbacks of an admin content form's save (spec §8): the 'Created'/'Updated' toast
 * and close, or the server's field errors on the form and the failure toast.
 */
export function saveCallbacks<Saved extends { title: string }>(options: SaveOptions) {
  const { entity, action, form, fieldMap, refresh, onDone } = options;
  return {
    onSuccess: (saved: Saved) => {
      void refresh();
      notifySuccess(contentDoneTitle(entity, action), `"${saved.title}" has been saved.`);
      onDone();
    },
    onError: (error: unknown) => {
      showServerFieldErrors(form, error, fieldMap);
      notifyError(MESSAGES.error, contentFailedText(entity, action, errorMessageOf(error)));
    },
  };
}
