import "@mantine/core/styles/ModalBase.css";
import "@mantine/core/styles/Overlay.css";
import "@mantine/core/styles/ScrollArea.css";
import "@mantine/core/styles/Modal.css";
import "@mantine/core/styles/PasswordInput.css";
import { Button, Group, Modal, PasswordInput, Stack, Text } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { IconTrash } from "@tabler/icons-react";
import { deleteBusinessInput, OPERATIONS_MESSAGES } from "@scalemsp/validators";
import { useState } from "react";
import { notifySuccess } from "../../../lib/notify";
import { errorMessageOf } from "../../../lib/trpc-errors";
import { useFormSubmit } from "../../../lib/use-form-submit";
import { useDeleteBusiness } from "../hooks/use-account";
import { SettingsCard } from "../../../components/settings-card";

const rules = schemaResolver(deleteBusinessInput, { sync: true });

/** Contract §13 owners leave: the danger zone, with the password asked in a confirm dialog. */
export function DeleteBusinessCard({ businessName }: { businessName: string }) {
  const [opened, setOpened] = useState(false);
  return (
    <SettingsCard
      id="settings-danger"
      title={OPERATIONS_MESSAGES.dangerZone}
      description={OPERATIONS_MESSAGES.deleteText}
    >
      <Group>
        <Button
          color="red"
          variant="outline"
          leftSection={<IconTrash size={18} aria-hidden />}
          onClick={() => setOpened(true)}
        >
          {OPERATIONS_MESSAGES.deleteButton}
        </Button>
      </Group>
      <Modal opened={opened} onClose={() => setOpened(false)} title={OPERATIONS_MESSAGES.deleteConfirmTitle}>
        {opened ? <DeleteBusinessForm businessName={businessName} onCancel={() => setOpened(false)} /> : null}
      </Modal>
    </SettingsCard>
  );
}

function DeleteBusinessForm({ businessName, onCancel }: { businessName: string; onCancel: () => void }) {
  const remove = useDeleteBusiness();
  const form = useForm({ name: "delete-business", mode: "uncontrolled", initialValues: { password: "" } });
  const submit = useFormSubmit(form, remove, {
    loadRules: () => rules,
    onSuccess: () => notifySuccess(OPERATIONS_MESSAGES.deleted, ""),
    failure: (error) => [OPERATIONS_MESSAGES.deleteButton, errorMessageOf(error)],
  });
  return (
    <form onSubmit={submit} noValidate aria-label={OPERATIONS_MESSAGES.deleteConfirmTitle}>
      <Stack gap="md">
        <Text size="sm">{OPERATIONS_MESSAGES.deleteConfirmText(businessName)}</Text>
        <PasswordInput
          label="Your password"
          autoComplete="current-password"
          required
          data-autofocus
          key={form.key("password")}
          {...form.getInputProps("password")}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" color="red" loading={remove.isPending}>
            {OPERATIONS_MESSAGES.deleteConfirmButton}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
