import "@mantine/core/styles/SimpleGrid.css";
import "@mantine/core/styles/NumberInput.css";
import "@mantine/core/styles/Alert.css";
import {
  Alert,
  Button,
  Group,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import {
  ADMIN_MESSAGES,
  BILLING_ADMIN_TEXTS,
  PAYMENT_GRACE_DAYS_MAX,
  paidPlan,
  PLAN_LABELS,
  PLAN_LEVELS,
  PLAN_MESSAGES,
  PRICING_TEXTS,
} from "@scalemsp/validators";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { useTRPC } from "../../../lib/trpc";
import { errorMessageOf } from "../../../lib/trpc-errors";
import { type PlansSettings, type PlansValues, toInput, toValues } from "./plans-values";
import { showServerFieldErrors } from "../shared/form-errors";
import { LoadingState } from "../shared/query-states";
import { LoadError } from "../../../components/load-error";

/**
 * Contract §13 'plans' and §16: what `/pricing` shows of each plan, its session allowances and
 * the Stripe Prices it is bought with, and the grace period after a failed payment.
 */
export function PlansTab() {
  const trpc = useTRPC();
  const query = useQuery(trpc.plans.list.queryOptions());
  if (query.isPending) return <LoadingState label="Loading plans" />;
  if (query.isError)
    return (
      <LoadError
        title="Error loading plans"
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  return <PlansForm settings={query.data} />;
}

function PlansForm({ settings }: { settings: PlansSettings }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const form = useForm<PlansValues>({
    name: "plans",
    mode: "uncontrolled",
    initialValues: toValues(settings),
  });
  const save = useMutation(
    trpc.admin.plans.update.mutationOptions({
      onSuccess: (next) => {
        queryClient.setQueryData(trpc.plans.list.queryKey(), next);
        void queryClient.invalidateQueries(trpc.admin.coaching.sessionAllowances.queryFilter());
        form.setInitialValues(toValues(next));
        form.setValues(toValues(next));
        notifySuccess(PLAN_MESSAGES.plansSaved, PLAN_MESSAGES.plansSavedText);
      },
      onError: (error) => {
        showServerFieldErrors(form, error);
        notifyError(ADMIN_MESSAGES.updateFailed, errorMessageOf(error));
      },
    }),
  );
  return (
    <Paper withBorder p={{ base: "md", sm: "xl" }} radius="md">
      <form
        onSubmit={form.onSubmit((values) => {
          form.clearErrors();
          save.mutate(toInput(values));
        })}
        noValidate
        aria-label="Plans"
      >
        <Stack gap="lg">
          <div>
            <Title order={2} fz="h3">
              {PRICING_TEXTS.editorTitle}
            </Title>
            <Text size="sm" c="dimmed">
              {PRICING_TEXTS.editorText}
            </Text>
          </div>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            {PLAN_LEVELS.map((level) => (
              <Stack
                key={level}
                gap="sm"
                component="fieldset"
                m={0}
                p="md"
                style={{ border: "1px solid var(--mantine-color-default-border)", borderRadius: 8 }}
              >
                <Text component="legend" fw={600} px={4}>
                  {PLAN_LABELS[level]}
                </Text>
                <TextInput
                  label="Display name"
                  key={form.key(`plans.${level}.name`)}
                  {...form.getInputProps(`plans.${level}.name`)}
                />
                <TextInput
                  label="Price"
                  key={form.key(`plans.${level}.priceText`)}
                  {...form.getInputProps(`plans.${level}.priceText`)}
                />
                <Textarea
                  label={PRICING_TEXTS.includesLabel}
                  autosize
                  minRows={3}
                  key={form.key(`plans.${level}.includes`)}
                  {...form.getInputProps(`plans.${level}.includes`)}
                />
                <TextInput
                  label="Support"
                  key={form.key(`plans.${level}.support`)}
                  {...form.getInputProps(`plans.${level}.support`)}
                />
                <Group grow align="flex-start">
                  <NumberInput
                    label="One-to-one a month"
                    placeholder="Unlimited"
                    min={0}
                    max={100}
                    allowDecimal={false}
                    key={form.key(`plans.${level}.oneToOnePerMonth`)}
                    {...form.getInputProps(`plans.${level}.oneToOnePerMonth`)}
                  />
                  <NumberInput
                    label="Group a week"
                    placeholder="Unlimited"
                    min={0}
                    max={100}
                    allowDecimal={false}
                    key={form.key(`plans.${level}.groupPerWeek`)}
                    {...form.getInputProps(`plans.${level}.groupPerWeek`)}
                  />
                </Group>
                {paidPlan(level) ? (
                  <>
                    <TextInput
                      label={BILLING_ADMIN_TEXTS.priceMonthlyLabel}
                      placeholder={BILLING_ADMIN_TEXTS.pricePlaceholder}
                      spellCheck={false}
                      autoComplete="off"
                      key={form.key(`plans.${level}.stripePriceMonthly`)}
                      {...form.getInputProps(`plans.${level}.stripePriceMonthly`)}
                    />
                    <TextInput
                      label={BILLING_ADMIN_TEXTS.priceYearlyLabel}
                      placeholder={BILLING_ADMIN_TEXTS.pricePlaceholder}
                      description={BILLING_ADMIN_TEXTS.priceHint}
                      inputWrapperOrder={["label", "input", "description", "error"]}
                      spellCheck={false}
                      autoComplete="off"
                      key={form.key(`plans.${level}.stripePriceYearly`)}
                      {...form.getInputProps(`plans.${level}.stripePriceYearly`)}
                    />
                  </>
                ) : (
                  <Text size="sm" c="dimmed">
                    {BILLING_ADMIN_TEXTS.freePlanNoPrice}
                  </Text>
                )}
              </Stack>
            ))}
          </SimpleGrid>
          <Stack
            gap="sm"
            component="fieldset"
            m={0}
            p="md"
            style={{ border: "1px solid var(--mantine-color-default-border)", borderRadius: 8 }}
          >
            <Text component="legend" fw={600} px={4}>
              {BILLING_ADMIN_TEXTS.paymentTitle}
            </Text>
            <Text size="sm" c="dimmed">
              {BILLING_ADMIN_TEXTS.paymentText}
            </Text>
            {settings.onlinePayment ? null : (
              <Alert color="blue" variant="light" data-testid="online-payment-off">
                {BILLING_ADMIN_TEXTS.notConfigured}
              </Alert>
            )}
            <NumberInput
              label={BILLING_ADMIN_TEXTS.graceDaysLabel}
              description={BILLING_ADMIN_TEXTS.graceDaysHint}
              min={0}
              max={PAYMENT_GRACE_DAYS_MAX}
              allowDecimal={false}
              allowNegative={false}
              maw={280}
              key={form.key("paymentGraceDays")}
              {...form.getInputProps("paymentGraceDays")}
            />
          </Stack>
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending}>
              {PRICING_TEXTS.save}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
