import "@mantine/core/styles/NumberInput.css";
import "@mantine/core/styles/SimpleGrid.css";
import { NumberInput, SimpleGrid, TextInput } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";

/** A form holding a business's details; `employeeCount` is "" while empty, as NumberInput leaves it. */
type ProfileValues<NameField extends string> = Record<NameField | "industry", string> & {
  employeeCount: number | string;
};

interface FieldsProps<NameField extends string, Values> {
  form: UseFormReturnType<Values>;
  /** Registration calls the name `businessName`; the business's own record calls it `name`. */
  nameField: NameField;
}

/** The business's name, industry and size: registration, the owner's settings and the admin ask the same. */
export function BusinessProfileFields<NameField extends string, Values extends ProfileValues<NameField>>({
  form,
  nameField,
}: FieldsProps<NameField, Values>) {
  return (
    <>
      <TextInput
        label="Business name"
        autoComplete="organization"
        required
        key={form.key(nameField)}
        {...form.getInputProps(nameField)}
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
    </>
  );
}

/** The profile and the website: registration and the owner's settings. */
export function BusinessFields<
  NameField extends string,
  Values extends ProfileValues<NameField> & { website: string },
>({ form, nameField }: FieldsProps<NameField, Values>) {
  return (
    <>
      <BusinessProfileFields form={form} nameField={nameField} />
      <TextInput
        label="Website (optional)"
        type="url"
        inputMode="url"
        autoComplete="url"
        placeholder="https://example.com"
        key={form.key("website")}
        {...form.getInputProps("website")}
      />
    </>
  );
}
