import "@mantine/core/styles/InlineInput.css";
import "@mantine/core/styles/Switch.css";
import "@mantine/core/styles/Overlay.css";
import "@mantine/core/styles/Popover.css";
import "@mantine/core/styles/Combobox.css";
import "@mantine/core/styles/ScrollArea.css";
import "@mantine/core/styles/SimpleGrid.css";
import { Button, Group, Select, SimpleGrid, Stack, Switch, Text, TextInput } from "@mantine/core";
import { type FormErrors, schemaResolver, useForm } from "@mantine/form";
import {
  adminSubscriptionCreateInput,
  contentDoneTitle,
  contentFailedText,
  MESSAGES,
  subscriptionWindowIssue,
} from "@scalemsp/validators";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { focusFirstError } from "../../../lib/form-focus";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { useTRPC } from "../../../lib/trpc";
import { errorMessageOf } from "../../../lib/trpc-errors";
import { renameErrors, showServerFieldErrors } from "../shared/form-errors";
import type { AdminModule } from "../shared/api-types";
import { type BusinessOption, BusinessSelect } from "./business-select";

interface SubscriptionFormValues {
  businessId: string | null;
  moduleId: string | null;
  withEndDate: boolean;
  /** A datetime-local value ("2026-05-01T09:00"), read in the admin's time zone. */
  endDate: string;
}

const initialValues: SubscriptionFormValues = {
  businessId: null,
  moduleId: null,
  withEndDate: false,
  endDate: "",
};

/** The request's field names, as the form calls them. */
const FIELD_OF = { id: "businessId", moduleId: "moduleId", accessEndDate: "endDate" };

const localDate = (value: string) => (value ? new Date(value) : null);
const isValidDate = (date: Date | null): date is Date => date !== null && !Number.isNaN(date.getTime());

/** Spec §7: access starts now (the current time, ISO); the end is optional. */
function payloadOf(values: SubscriptionFormValues, now: Date) {
  const end = localDate(values.endDate);
  return {
    id: values.businessId ? Number(values.businessId) : Number.NaN,
    moduleId: values.moduleId ? Number(values.moduleId) : Number.NaN,
    isActive: true,
    accessStartDate: now.toISOString(),
    accessEndDate: values.withEndDate && isValidDate(end) ? end.toISOString() : null,
  };
}

const checkSubscription = schemaResolver(adminSubscriptionCreateInput, { sync: true });

function validate(values: SubscriptionFormValues): FormErrors {
  const now = new Date();
  const errors = renameErrors(checkSubscription(payloadOf(values, now)), FIELD_OF);
  if (values.withEndDate) {
    const end = localDate(values.endDate);
    if (!isValidDate(end)) errors.endDate = MESSAGES.invalidDate;
    else {
      const issue = subscriptionWindowIssue(now, end);
      if (issue) errors.endDate = issue;
    }
  }
  return errors;
}

/** "2026-05-01T09:00" for now, in local time: the earliest end the date field offers. */
function localInputValue(date: Date) {
  const shifted = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return shifted.toISOString().slice(0, 16);
}

interface SubscriptionFormProps {
  modules: AdminModule[];
  /** Told whenever the chosen business changes, so its subscriptions can be listed. */
  onBusinessChange: (business: BusinessOption | null) => void;
}

export function SubscriptionForm({ modules, onBusinessChange }: SubscriptionFormProps) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const create = useMutation(trpc.admin.businesses.addSubscription.mutationOptions());
  const form = useForm<SubscriptionFormValues>({ mode: "controlled", initialValues, validate });

  const moduleOptions = modules.map((m) => ({
    value: String(m.id),
    label: m.isActive ? m.title : `${m.title} (inactive)`,
  }));

  const submit = form.onSubmit(
    (values) => {
      const payload = payloadOf(values, new Date());
      create.mutate(payload, {
        onSuccess: (subscription) => {
          void queryClient.invalidateQueries({
            queryKey: trpc.admin.businesses.subscriptions.queryKey({ id: payload.id }),
          });
          void queryClient.invalidateQueries({
            queryKey: trpc.admin.businesses.get.queryKey({ id: payload.id }),
          });
          notifySuccess(
            contentDoneTitle("subscription", "create"),
            `"${subscription.moduleTitle}" has been assigned.`,
          );
          // The business stays chosen, so several courses can be assigned in a row.
          form.setValues({ moduleId: null, withEndDate: false, endDate: "" });
        },
        onError: (error) => {
          showServerFieldErrors(form, error, FIELD_OF);
          notifyError(MESSAGES.error, contentFailedText("subscription", "create", errorMessageOf(error)));
        },
      });
    },
    (errors) => focusFirstError(form, errors),
  );

  return (
    <form onSubmit={submit} noValidate aria-label="New subscription">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <BusinessSelect
            label="Business"
            placeholder="Search businesses…"
            required
            {...form.getInputProps("businessId")}
            // The select's own value and change handler (a chosen business) win over the form's.
            value={form.values.businessId}
            onChange={(business) => {
              form.setFieldValue("businessId", business?.value ?? null);
              onBusinessChange(business);
            }}
          />
          <Select
            label="Module"
            placeholder="Choose a module"
            data={moduleOptions}
            searchable
            nothingFoundMessage="No modules found"
            required
            {...form.getInputProps("moduleId")}
          />
        </SimpleGrid>
        <Text size="sm">Access starts as soon as the module is assigned.</Text>
        <Switch label="Set an end date" {...form.getInputProps("withEndDate", { type: "checkbox" })} />
        {form.values.withEndDate ? (
          <TextInput
            type="datetime-local"
            label="Access ends"
            description="In your time zone"
            min={localInputValue(new Date())}
            required
            maw={320}
            {...form.getInputProps("endDate")}
          />
        ) : null}
        <Group justify="flex-end">
          <Button type="submit" loading={create.isPending}>
            Assign module
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
