import "@mantine/core/styles/NumberInput.css";
import "@mantine/core/styles/SimpleGrid.css";
import { Button, Group, NumberInput, SimpleGrid, Stack, TextInput } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { ACCOUNT_MESSAGES, businessSelfUpdateInput } from "@scalemsp/validators";
import { notifySuccess } from "../../../lib/notify";
import { errorMessageOf } from "../../../lib/trpc-errors";
import { useFormSubmit } from "../../../lib/use-form-submit";
import type { SessionBusiness } from "../../../session/types";
import { useUpdateBusiness } from "../hooks/use-account";
import { SettingsCard } from "../../../components/settings-card";

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
  const submit = useFormSubmit(form, update, {
    loadRules: () => rules,
    onSuccess: () => notifySuccess(ACCOUNT_MESSAGES.saved, ACCOUNT_MESSAGES.businessSaved),
    failure: (error) => [ACCOUNT_MESSAGES.saveFailed, errorMessageOf(error)],
  });
  return (
    <SettingsCard id="settings-business" title={ACCOUNT_MESSAGES.businessTitle}>
      <form onSubmit={submit} noValidate aria-labelledby="settings-business">
        <Stack gap="md">
          <TextInput
            label="Business name"
            autoComplete="organization"
            required
            key={form.key("name")}
            {...form.getInputProps("name")}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <TextInput
              label="Industry (optional)"
              placeholder="Managed IT services"
              key={form.key("industry")}
              {...form.getInputProps("industry")}
            />
            <NumberInput
              label="Employees (optional)"
              placeholder="10"
              min={1}
              allowDecimal={false}
              allowNegative={false}
              hideControls
              key={form.key("employeeCount")}
              {...form.getInputProps("employeeCount")}
            />
          </SimpleGrid>
          <TextInput
            label="Website (optional)"
            type="url"
            inputMode="url"
            autoComplete="url"
            placeholder="https://example.com"
            key={form.key("website")}
            {...form.getInputProps("website")}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={update.isPending}>
              Save business details
            </Button>
          </Group>
        </Stack>
      </form>
    </SettingsCard>
  );
}
