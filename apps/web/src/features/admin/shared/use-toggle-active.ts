import { useState } from "react";
import {
  type AdminContentEntity,
  contentDoneTitle,
  contentFailedText,
  contentStatusText,
  MESSAGES,
} from "@scalemsp/validators";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { errorMessageOf } from "../../../lib/trpc-errors";

interface MutationLike<Input> {
  /** The promise form: each call settles on its own, however many rows change at once. */
  mutateAsync: (input: Input) => Promise<unknown>;
}

/**
 * Activate/deactivate (spec §4) with the entity's 'Updated' toast; remembers which rows are
 * busy so only their buttons spin.
 */
export function useToggleActive<Input extends { id: number; isActive: boolean }>(
  entity: AdminContentEntity,
  mutation: MutationLike<Input>,
  onChanged: () => void,
) {
  const [busy, setBusy] = useState<ReadonlySet<number>>(new Set());
  const mark = (id: number, on: boolean) =>
    setBusy((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const toggle = (input: Input) => {
    mark(input.id, true);
    mutation
      .mutateAsync(input)
      .then(() => {
        onChanged();
        notifySuccess(contentDoneTitle(entity, "update"), contentStatusText(entity, input.isActive));
      })
      .catch((error: unknown) =>
        notifyError(MESSAGES.error, contentFailedText(entity, "update", errorMessageOf(error))),
      )
      .finally(() => mark(input.id, false));
  };
  return { toggle, isBusy: (id: number) => busy.has(id) };
}
