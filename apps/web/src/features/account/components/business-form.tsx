import { Button, Group, Stack } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { ACCOUNT_MESSAGES, businessSelfUpdateInput } from "@scalemsp/validators";
import { notifySuccess } from "../../../lib/notify";
import { errorMessageOf } from "../../../lib/trpc-errors";
import { useFormReady } from "../../../lib/use-form-ready";
import { useFormSubmit } from "../../../lib/use-form-submit";
import type { SessionBusiness } from "../../../session/types";
import { useUpdateBusiness } from "../hooks/use-account";
import { SettingsCard } from "../../../components/settings-card";
import { BusinessFields } from "../../../components/business-fields";

const rules = schemaResolver(businessSelfUpdateInput, { sync: true });

/** The owner's business details, with registration's fields and rules. */
export function BusinessForm({ business }: { business: SessionBusiness }) {
  const update = useUpdateBusiness();
  const form = useForm<{ name: string; industry: string; employeeCount: number | string; website: string }>({
    name: "business",
    mode: "uncontrolled",
    initialValues: {
      name: business.name,
      industry: business.industry ?? "",
      employeeCount: business.employeeCount ?? "",
      website: business.website ?? "",
    },
  });
  const ready = useFormReady(form);
  const submit = useFormSubmit(form, update, {
    loadRules: () => rules,
    onSuccess: () => notifySuccess(ACCOUNT_MESSAGES.saved, ACCOUNT_MESSAGES.businessSaved),
    failure: (error) => [ACCOUNT_MESSAGES.saveFailed, errorMessageOf(error)],
  });
  return (
    <SettingsCard id="settings-business" title={ACCOUNT_MESSAGES.businessTitle}>
      <form onSubmit={submit} noValidate aria-labelledby="settings-business">
        <Stack gap="md">
          <BusinessFields form={form} nameField="name" />
          <Group justify="flex-end">
            <Button type="submit" loading={update.isPending} disabled={!ready}>
              Save business details
            </Button>
          </Group>
        </Stack>
      </form>
    </SettingsCard>
  );
}
