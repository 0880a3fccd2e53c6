import "@mantine/core/styles/NumberInput.css";
import "@mantine/core/styles/SimpleGrid.css";
import { NumberInput, SimpleGrid, TextInput } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";

/** A form holding a business's details; `employeeCount` is "" while empty, as NumberInput leaves it. */
type BusinessForm<NameField extends string> = UseFormReturnType<
  Record<NameField | "industry" | "website", string> & { employeeCount: number | string }
>;

/** The business's name, industry, size and website: registration and the owner's settings ask the same. */
export function BusinessFields<NameField extends string>({
  form,
  nameField,
}: {
  form: BusinessForm<NameField>;
  /** Registration calls the name `businessName`; the business's own record calls it `name`. */
  nameField: NameField;
}) {
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
