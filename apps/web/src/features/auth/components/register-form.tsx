import "@mantine/core/styles/PasswordInput.css";
import { Button, PasswordInput, Stack } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { MESSAGES, type RegisterInput, registerInput, welcomeNew } from "@scalemsp/validators";
import { useFormSubmit } from "../../../lib/use-form-submit";
import { notifySuccess } from "../../../lib/notify";
import { fieldErrorsOf, httpStatusOf, serverMessageOf } from "../../../lib/trpc-errors";
import { useRegister } from "../hooks/use-register";
import { EmailField, NameFields } from "../../../components/person-fields";
import { BusinessFields } from "../../../components/business-fields";

interface RegisterFormValues extends RegisterInput {
  industry: string;
  /** NumberInput leaves "" when empty; the schema reads that as "not given". */
  employeeCount: number | string;
  website: string;
}

const initialValues: RegisterFormValues = {
  email: "",
  password: "",
  firstName: "",
  lastName: "",
  businessName: "",
  industry: "",
  employeeCount: "",
  website: "",
};

const validateRegister = schemaResolver(registerInput, { sync: true });

/** Server field errors, with a taken e-mail (409) shown on the e-mail field. */
function registerErrorsOf(error: unknown) {
  const errors = fieldErrorsOf(error);
  const message = serverMessageOf(error);
  if (httpStatusOf(error) === 409 && message && !errors.email) return { ...errors, email: message };
  return errors;
}

interface RegisterFormProps {
  onSuccess: () => void;
}

export function RegisterForm({ onSuccess }: RegisterFormProps) {
  const register = useRegister();
  const form = useForm<RegisterFormValues>({
    name: "register",
    mode: "uncontrolled",
    initialValues,
  });

  const submit = useFormSubmit(form, register, {
    loadRules: () => validateRegister,
    onSuccess: ({ user }) => {
      notifySuccess(MESSAGES.registrationSuccessful, welcomeNew(user.firstName));
      onSuccess();
    },
    errorsOf: registerErrorsOf,
    failure: (error) => [
      MESSAGES.registrationFailed,
      serverMessageOf(error) ?? MESSAGES.couldNotCreateAccount,
    ],
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Register">
      <Stack gap="md">
        <NameFields form={form} />
        <EmailField form={form} />
        <PasswordInput
          label="Password"
          description="At least 8 characters, with an uppercase letter and a number"
          autoComplete="new-password"
          required
          key={form.key("password")}
          {...form.getInputProps("password")}
        />
        <BusinessFields form={form} nameField="businessName" />
        <Button type="submit" fullWidth loading={register.isPending}>
          Create account
        </Button>
      </Stack>
    </form>
  );
}
