import "@mantine/core/styles/SimpleGrid.css";
import "@mantine/core/styles/NumberInput.css";
import {
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
  PLAN_LABELS,
  PLAN_LEVELS,
  PLAN_MESSAGES,
  PRICING_TEXTS,
  type AdminPlansInput,
  type PlanLevel,
} from "@scalemsp/validators";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { useTRPC } from "../../../lib/trpc";
import { errorMessageOf } from "../../../lib/trpc-errors";
import type { AdminPlan } from "../shared/api-types";
import { LoadError, LoadingState } from "../shared/query-states";

/** A plan as the form edits it: what it includes as lines, an empty allowance as unlimited. */
interface PlanValues {
  name: string;
  priceText: string;
  includes: string;
  support: string;
  oneToOnePerMonth: number | string;
  groupPerWeek: number | string;
}
type PlansValues = Record<PlanLevel, PlanValues>;

const toValues = (plans: AdminPlan[]): PlansValues =>
  Object.fromEntries(
    plans.map((plan) => [
      plan.level,
      {
        name: plan.name,
        priceText: plan.priceText,
        includes: plan.includes.join("\n"),
        support: plan.support,
        oneToOnePerMonth: plan.oneToOnePerMonth ?? "",
        groupPerWeek: plan.groupPerWeek ?? "",
      },
    ]),
  ) as PlansValues;

const allowanceOf = (value: number | string) => (value === "" ? null : Number(value));

const toInput = (values: PlansValues): AdminPlansInput => ({
  plans: Object.fromEntries(
    PLAN_LEVELS.map((level) => {
      const plan = values[level];
      return [
        level,
        {
          name: plan.name,
          priceText: plan.priceText,
          includes: plan.includes
            .split("\n")
            .map((line) => line.trim())
            .filter(Boolean),
          support: plan.support,
          oneToOnePerMonth: allowanceOf(plan.oneToOnePerMonth),
          groupPerWeek: allowanceOf(plan.groupPerWeek),
        },
      ];
    }),
  ) as AdminPlansInput["plans"],
});

/** Contract §13 'plans': what `/pricing` shows of each plan, and its session allowances. */
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
  return <PlansForm plans={query.data.plans} />;
}

function PlansForm({ plans }: { plans: AdminPlan[] }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const form = useForm<PlansValues>({ name: "plans", mode: "uncontrolled", initialValues: toValues(plans) });
  const save = useMutation(
    trpc.admin.plans.update.mutationOptions({
      onSuccess: (next) => {
        queryClient.setQueryData(trpc.plans.list.queryKey(), next);
        void queryClient.invalidateQueries(trpc.admin.coaching.sessionAllowances.queryFilter());
        form.setInitialValues(toValues(next.plans));
        form.setValues(toValues(next.plans));
        notifySuccess(PLAN_MESSAGES.plansSaved, PLAN_MESSAGES.plansSavedText);
      },
      onError: (error) => notifyError(ADMIN_MESSAGES.updateFailed, errorMessageOf(error)),
    }),
  );
  return (
    <Paper withBorder p={{ base: "md", sm: "xl" }} radius="md">
      <form onSubmit={form.onSubmit((values) => save.mutate(toInput(values)))} noValidate aria-label="Plans">
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
                  key={form.key(`${level}.name`)}
                  {...form.getInputProps(`${level}.name`)}
                />
                <TextInput
                  label="Price"
                  key={form.key(`${level}.priceText`)}
                  {...form.getInputProps(`${level}.priceText`)}
                />
                <Textarea
                  label={PRICING_TEXTS.includesLabel}
                  autosize
                  minRows={3}
                  key={form.key(`${level}.includes`)}
                  {...form.getInputProps(`${level}.includes`)}
                />
                <TextInput
                  label="Support"
                  key={form.key(`${level}.support`)}
                  {...form.getInputProps(`${level}.support`)}
                />
                <Group grow align="flex-start">
                  <NumberInput
                    label="One-to-one a month"
                    placeholder="Unlimited"
                    min={0}
                    max={100}
                    allowDecimal={false}
                    key={form.key(`${level}.oneToOnePerMonth`)}
                    {...form.getInputProps(`${level}.oneToOnePerMonth`)}
                  />
                  <NumberInput
                    label="Group a week"
                    placeholder="Unlimited"
                    min={0}
                    max={100}
                    allowDecimal={false}
                    key={form.key(`${level}.groupPerWeek`)}
                    {...form.getInputProps(`${level}.groupPerWeek`)}
                  />
                </Group>
              </Stack>
            ))}
          </SimpleGrid>
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
