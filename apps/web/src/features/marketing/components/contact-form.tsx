import "@mantine/core/styles/ThemeIcon.css";
import { Button, NativeSelect, Stack, Text, TextInput, Textarea, ThemeIcon, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconCircleCheck } from "@tabler/icons-react";
import {
  CONTACT_SUCCESS_MS,
  type ContactInput,
  EMPLOYEE_RANGES,
  LEAD_FORM_TEXTS,
  MESSAGES,
} from "@scalemsp/validators";
import { useMutation } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useFormSubmit } from "../../../lib/use-form-submit";
import { notifySuccess } from "../../../lib/notify";
import { useTRPC } from "../../../lib/trpc";
import { useFormReady } from "../hooks/use-form-ready";
import { useReturnToIdle } from "../hooks/use-return-to-idle";
import { loadLeadValidation } from "../load-lead-validation";
import { EmailField, NameFields } from "../../../components/person-fields";

type ContactValues = Required<{ [K in keyof ContactInput]: string }>;

const EMPTY: ContactValues = {
  firstName: "",
  lastName: "",
  email: "",
  company: "",
  employees: LEAD_FORM_TEXTS.employeesPlaceholder,
  message: "",
};

/** Spec §3: the placeholder option 'select', then the five company sizes. */
const EMPLOYEE_OPTIONS = [
  { value: LEAD_FORM_TEXTS.employeesPlaceholder, label: "Select company size" },
  ...EMPLOYEE_RANGES.map((range) => ({ value: range, label: range })),
];

/**
 * Spec §4 consultation form: idle, submitting ('Processing...'), then the 'Thank You!' panel
 * until CONTACT_SUCCESS_MS pass or 'Submit Another Request' is pressed. Reset on success, kept on failure.
 */
export function ContactForm() {
  const trpc = useTRPC();
  const request = useMutation(trpc.contact.submit.mutationOptions());
  const [submitted, setSubmitted] = useState(false);
  useReturnToIdle(submitted, CONTACT_SUCCESS_MS, () => setSubmitted(false));

  const form = useForm<ContactValues>({ name: "contact", mode: "uncontrolled", initialValues: EMPTY });
  const ready = useFormReady(form);

  // Focus follows the swap between the form and the thank-you panel, so keyboard users stay in place.
  const panelHeading = useRef<HTMLHeadingElement>(null);
  const swapped = useRef(false);
  useEffect(() => {
    if (!swapped.current) return;
    swapped.current = false;
    if (submitted) panelHeading.current?.focus();
    else form.getInputNode("firstName")?.focus();
  }, [submitted, form]);
  const show = (panel: boolean) => {
    swapped.current = true;
    setSubmitted(panel);
  };

  const submit = useFormSubmit(form, request, {
    loadRules: async () => (await loadLeadValidation()).validateContact,
    onSuccess: () => {
      form.reset();
      show(true);
      notifySuccess(MESSAGES.success, MESSAGES.contactSuccess);
    },
    failure: () => [MESSAGES.error, MESSAGES.submitFailed],
  });

  if (submitted) {
    return (
      <Stack align="center" ta="center" gap="md" py="xl" role="status">
        <ThemeIcon size={64} radius="xl" color="green.8">
          <IconCircleCheck size={36} aria-hidden />
        </ThemeIcon>
        <Title order={3} ref={panelHeading} tabIndex={-1}>
          {LEAD_FORM_TEXTS.thankYou}
        </Title>
        <Text c="dimmed" maw={380}>
          {MESSAGES.contactSuccess}
        </Text>
        <Button variant="default" onClick={() => show(false)}>
          {LEAD_FORM_TEXTS.submitAnotherRequest}
        </Button>
      </Stack>
    );
  }

  return (
    <form
      onSubmit={submit}
      onFocus={() => void loadLeadValidation()}
      noValidate
      aria-labelledby="contact-form-title"
    >
      <Stack gap="md">
        <Title order={3} fz="xl" id="contact-form-title">
          {LEAD_FORM_TEXTS.contactFormTitle}
        </Title>
        <NameFields form={form} />
        <EmailField form={form} />
        <TextInput
          label="Company name"
          autoComplete="organization"
          required
          key={form.key("company")}
          {...form.getInputProps("company")}
        />
        <NativeSelect
          label="Number of employees (optional)"
          data={EMPLOYEE_OPTIONS}
          key={form.key("employees")}
          {...form.getInputProps("employees")}
        />
        <Textarea
          label="How can we help? (optional)"
          rows={4}
          key={form.key("message")}
          {...form.getInputProps("message")}
        />
        <Button type="submit" size="md" fullWidth disabled={!ready || request.isPending}>
          {request.isPending ? LEAD_FORM_TEXTS.processing : "Request My Free Session"}
        </Button>
      </Stack>
    </form>
  );
}
