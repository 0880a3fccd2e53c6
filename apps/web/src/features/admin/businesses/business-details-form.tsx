import { Button, Group, Stack } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { adminBusinessUpdateInput } from "@scalemsp/validators";
import { BusinessProfileFields } from "../../../components/business-fields";
import { focusFirstError } from "../../../lib/form-focus";
import { fieldErrorsOf } from "../../../lib/trpc-errors";
import { useUpdateBusiness } from "./use-update-business";

interface DetailsValues {
  name: string;
  industry: string;
  /** NumberInput leaves "" when empty; the server reads that as "not given". */
  employeeCount: number | string;
}

const detailsSchema = adminBusinessUpdateInput.pick({ name: true, industry: true, employeeCount: true });

interface BusinessDetailsFormProps {
  business: { id: number; name: string; industry: string | null; employeeCount: number | null };
}

/** Name, industry and employee count, checked by the server's own rules before sending. */
export function BusinessDetailsForm({ business }: BusinessDetailsFormProps) {
  const update = useUpdateBusiness();
  const form = useForm<DetailsValues>({
    name: `business-${business.id}`,
    mode: "uncontrolled",
    initialValues: {
      name: business.name,
      industry: business.industry ?? "",
      employeeCount: business.employeeCount ?? "",
    },
    validate: schemaResolver(detailsSchema, { sync: true }),
  });

  const submit = form.onSubmit(
    (values) =>
      update.mutate(
        { id: business.id, ...values },
        {
          onSuccess: (saved) =>
            form.setInitialValues({
              name: saved.name,
              industry: saved.industry ?? "",
              employeeCount: saved.employeeCount ?? "",
            }),
          onError: (error) => {
            const errors = fieldErrorsOf(error);
            form.setErrors(errors);
            focusFirstError(form, errors);
          },
        },
      ),
    (errors) => focusFirstError(form, errors),
  );

  return (
    <form onSubmit={submit} noValidate aria-label="Business details">
      <Stack gap="md">
        <BusinessProfileFields form={form} nameField="name" />
        <Group justify="flex-end">
          <Button type="submit" loading={update.isPending}>
            Save details
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
