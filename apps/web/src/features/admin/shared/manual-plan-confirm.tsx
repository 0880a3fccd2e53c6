import { Text } from "@mantine/core";
import { BILLING_MESSAGES, BILLING_TEXTS } from "@scalemsp/validators";
import { httpStatusOf, serverMessageOf } from "../../../lib/trpc-errors";
import { ConfirmModal } from "./confirm-modal";

/**
 * Contract §16: the server's 409 when the coach sets the plan of a business that pays by
 * subscription; the change is sent again with `overrideSubscription: true` once confirmed.
 */
export const isManualChangeConflict = (error: unknown) =>
  httpStatusOf(error) === 409 && serverMessageOf(error) === BILLING_MESSAGES.manualChangeNeedsConfirmation;

interface ManualPlanConfirmProps {
  /** The business whose plan waits for the confirmation; null keeps the dialog closed. */
  businessName: string | null;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before a plan set by hand overrides the one a subscription pays for. */
export function ManualPlanConfirm({ businessName, pending, onConfirm, onClose }: ManualPlanConfirmProps) {
  return (
    <ConfirmModal
      opened={businessName !== null}
      title={BILLING_TEXTS.confirmManualTitle}
      confirmLabel={BILLING_TEXTS.confirmManual}
      pending={pending}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      <Text size="sm">{BILLING_TEXTS.confirmManualText(businessName ?? "")}</Text>
    </ConfirmModal>
  );
}
