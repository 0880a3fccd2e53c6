import "@mantine/core/styles/SimpleGrid.css";
import { SimpleGrid, TextInput } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";

/** A form holding the fields below (login, registration, the consultation request). */
type FormWith<Field extends string> = UseFormReturnType<Record<Field, string>>;

/** First and last name side by side, stacked on a phone. */
export function NameFields({ form }: { form: FormWith<"firstName" | "lastName"> }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
      <TextInput
        label="First name"
        autoComplete="given-name"
        required
        key={form.key("firstName")}
        {...form.getInputProps("firstName")}
      />
      <TextInput
        label="Last name"
        autoComplete="family-name"
        required
        key={form.key("lastName")}
        {...form.getInputProps("lastName")}
      />
    </SimpleGrid>
  );
}

export function EmailField({ form }: { form: FormWith<"email"> }) {
  return (
    <TextInput
      label="Email"
      type="email"
      autoComplete="email"
      inputMode="email"
      placeholder="you@company.com"
      required
      key={form.key("email")}
      {...form.getInputProps("email")}
    />
  );
}
