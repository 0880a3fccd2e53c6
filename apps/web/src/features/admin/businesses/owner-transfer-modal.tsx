import "@mantine/core/styles/Overlay.css";
import "@mantine/core/styles/Popover.css";
import "@mantine/core/styles/ScrollArea.css";
import "@mantine/core/styles/Combobox.css";
import { Select, Text } from "@mantine/core";
import { OWNERSHIP_MESSAGES } from "@scalemsp/validators";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { useTRPC } from "../../../lib/trpc";
import { errorMessageOf } from "../../../lib/trpc-errors";
import { ConfirmModal } from "../shared/confirm-modal";
import type { BusinessDetail } from "../shared/business-page";
import { fullName } from "../shared/labels";
import { useAdminRefresh } from "../shared/use-admin-refresh";

interface OwnerTransferModalProps {
  business: BusinessDetail;
  opened: boolean;
  onClose: () => void;
}

/**
 * Contract §14: the one way the owner changes, confirmed here. Only an active member of the
 * business who is not its owner can be chosen; the old owner becomes a member.
 */
export function OwnerTransferModal({ business, opened, onClose }: OwnerTransferModalProps) {
  const trpc = useTRPC();
  const refresh = useAdminRefresh();
  const [userId, setUserId] = useState<string | null>(null);
  const candidates = business.users
    .filter((user) => user.isActive && !user.isOwner)
    .map((user) => ({ value: String(user.id), label: `${fullName(user)} (${user.email})` }));
  const transfer = useMutation(
    trpc.admin.businesses.transferOwner.mutationOptions({
      onSuccess: async (_answer, input) => {
        await refresh();
        const chosen = business.users.find((user) => user.id === input.userId);
        notifySuccess(
          OWNERSHIP_MESSAGES.transferred,
          OWNERSHIP_MESSAGES.transferredText(chosen ? fullName(chosen) : ""),
        );
        close();
      },
      onError: (error) => notifyError(OWNERSHIP_MESSAGES.transferFailed, errorMessageOf(error)),
    }),
  );
  const close = () => {
    setUserId(null);
    onClose();
  };

  return (
    <ConfirmModal
      opened={opened}
      title={OWNERSHIP_MESSAGES.transferTitle}
      confirmLabel={OWNERSHIP_MESSAGES.transferConfirm}
      pending={transfer.isPending}
      confirmDisabled={userId === null}
      onConfirm={() => {
        if (userId !== null) transfer.mutate({ id: business.id, userId: Number(userId) });
      }}
      onClose={close}
    >
      <Text>{OWNERSHIP_MESSAGES.transferIntro(business.name)}</Text>
      {candidates.length === 0 ? (
        <Text c="dimmed" size="sm">
          {OWNERSHIP_MESSAGES.transferSelectEmpty}
        </Text>
      ) : (
        <Select
          label={OWNERSHIP_MESSAGES.transferSelectLabel}
          data={candidates}
          value={userId}
          onChange={setUserId}
          allowDeselect={false}
          readOnly={transfer.isPending}
          comboboxProps={{ withinPortal: true }}
          data-autofocus
        />
      )}
    </ConfirmModal>
  );
}
