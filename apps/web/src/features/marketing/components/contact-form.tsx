import "@mantine/core/styles/Alert.css";
import "@mantine/core/styles/ThemeIcon.css";
import "@mantine/core/styles/Combobox.css";
import {
  Alert,
  Button,
  Loader,
  NativeSelect,
  Stack,
  Text,
  TextInput,
  Textarea,
  ThemeIcon,
  Title,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconCircleCheck } from "@tabler/icons-react";
import {
  CONTACT_SUCCESS_MS,
  type ContactInput,
  EMPLOYEE_RANGES,
  LEAD_FORM_TEXTS,
  MESSAGES,
  STRATEGY_HOLD_TEXTS,
  localTimeZone,
  sessionWhen,
} from "@scalemsp/validators";
import { useMutation } from "@tanstack/react-query";
import { Suspense, lazy, useCallback, useEffect, useRef, useState } from "react";
import { useFormSubmit } from "../../../lib/use-form-submit";
import { notifySuccess } from "../../../lib/notify";
import { errorMessageOf, httpStatusOf } from "../../../lib/trpc-errors";
import { useTRPC } from "../../../lib/trpc";
import { useFormReady } from "../../../lib/use-form-ready";
import { usePlanNote } from "../hooks/use-plan-note";
import { useReturnToIdle } from "../hooks/use-return-to-idle";
import { loadLeadValidation } from "../load-lead-validation";
import { EmailField, NameFields } from "../../../components/person-fields";

// The booking pieces load only when a visitor asks for times, so the public pages stay light.
const StrategyBookingAfterRequest = lazy(() =>
  import("./strategy-times").then((m) => ({ default: m.StrategyBookingAfterRequest })),
);
const StrategyTimePicker = lazy(() =>
  import("./strategy-times").then((m) => ({ default: m.StrategyTimePicker })),
);

/** What the form's send led to: a request with its booking token, or a session booked time first. */
type Outcome =
  { kind: "requested"; bookingToken: string } | { kind: "booked"; startsAt: string; endsAt: string };

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
  const bookFirst = useMutation(trpc.booking.bookStrategy.mutationOptions());
  const [submitted, setSubmitted] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [pickingFirst, setPickingFirst] = useState(false);
  const [chosenTime, setChosenTime] = useState<string | null>(null);
  // Spec §4's return to idle, unless the panel offers times to pick (contract §10).
  useReturnToIdle(submitted && outcome?.kind !== "requested", CONTACT_SUCCESS_MS, () => setSubmitted(false));

  /** One send: the request alone, or (a time chosen first) the request and its booking together. */
  const send = {
    isPending: request.isPending || bookFirst.isPending,
    mutate: (
      values: ContactValues,
      callbacks: { onSuccess: (data: Outcome) => void; onError: (error: unknown) => void },
    ) => {
      if (chosenTime) {
        bookFirst.mutate(
          { ...values, startsAt: chosenTime, timeZone: localTimeZone() },
          { onSuccess: (d) => callbacks.onSuccess({ kind: "booked", ...d }), onError: callbacks.onError },
        );
      } else {
        request.mutate(values, {
          onSuccess: (d) => callbacks.onSuccess({ kind: "requested", bookingToken: d.bookingToken }),
          onError: callbacks.onError,
        });
      }
    },
  };

  const form = useForm<ContactValues>({ name: "contact", mode: "uncontrolled", initialValues: EMPTY });
  const ready = useFormReady(form);
  const noteMessage = useCallback((note: string) => form.setFieldValue("message", note), [form]);
  usePlanNote(noteMessage);

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

  const submit = useFormSubmit(form, send, {
    loadRules: async () => (await loadLeadValidation()).validateContact,
    onSuccess: (data) => {
      form.reset();
      setOutcome(data);
      setChosenTime(null);
      setPickingFirst(false);
      show(true);
      notifySuccess(MESSAGES.success, MESSAGES.contactSuccess);
    },
    // A time chosen first can be taken meanwhile: say so, rather than the general failure.
    failure: (error) =>
      chosenTime && httpStatusOf(error) === 409
        ? [MESSAGES.error, errorMessageOf(error)]
        : [MESSAGES.error, MESSAGES.submitFailed],
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
        {outcome?.kind === "booked" ? (
          <Alert color="blue" title={STRATEGY_HOLD_TEXTS.checkInboxTitle} ta="left" role="status" maw={420}>
            {STRATEGY_HOLD_TEXTS.checkInbox(sessionWhen(outcome.startsAt, outcome.endsAt, localTimeZone()))}
          </Alert>
        ) : outcome?.kind === "requested" ? (
          <Suspense fallback={<Loader size="sm" aria-label="Loading free times" />}>
            <StrategyBookingAfterRequest bookingToken={outcome.bookingToken} />
          </Suspense>
        ) : null}
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
        {pickingFirst ? (
          <Suspense fallback={<Loader size="sm" aria-label="Loading free times" />}>
            <StrategyTimePicker value={chosenTime} onChange={setChosenTime} />
          </Suspense>
        ) : (
          <Button variant="subtle" size="sm" w="fit-content" onClick={() => setPickingFirst(true)}>
            Prefer to choose a time first?
          </Button>
        )}
        <Button type="submit" size="md" fullWidth disabled={!ready || send.isPending}>
          {send.isPending
            ? LEAD_FORM_TEXTS.processing
            : chosenTime
              ? "Request and Book This Time"
              : "Request My Free Session"}
        </Button>
      </Stack>
    </form>
  );
}
