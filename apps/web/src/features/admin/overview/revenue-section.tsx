import "@mantine/core/styles/Card.css";
import "@mantine/core/styles/SimpleGrid.css";
import "@mantine/core/styles/Skeleton.css";
import { Card, SimpleGrid, Skeleton, Stack, Text, Title } from "@mantine/core";
import type { AppRouter, inferRouterOutputs } from "@scalemsp/api";
import { BILLING_ADMIN_TEXTS, BILLING_TEXTS, formatMoney, monthLabel } from "@scalemsp/validators";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { AreaChart } from "../../../components/charts/lazy-charts";
import { useTRPC } from "../../../lib/trpc";
import { LoadError } from "../../../components/load-error";

export type Revenue = inferRouterOutputs<AppRouter>["admin"]["overview"]["revenue"];

const englishNumber = new Intl.NumberFormat("en-US");

/** Nothing has ever been paid: no figure and no month holds anything. */
export const revenueIsEmpty = (revenue: Revenue) =>
  revenue.monthlyRecurringRevenue === 0 &&
  revenue.payingBusinesses === 0 &&
  revenue.newThisMonth === 0 &&
  revenue.cancelledThisMonth === 0 &&
  revenue.failingPayments === 0 &&
  revenue.months.every((month) => month.monthlyRecurringRevenue === 0);

function Frame({ children }: { children: ReactNode }) {
  return (
    <Card withBorder padding="md" radius="md" component="section" aria-labelledby="revenue-title">
      <Stack gap="md">
        <Title order={2} size="h4" id="revenue-title">
          {BILLING_TEXTS.revenueTitle}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}

/** Contract §16 'the coach': the overview's revenue, read with the rest of /admin's top. */
export function RevenueSection() {
  const trpc = useTRPC();
  const revenue = useQuery(trpc.admin.overview.revenue.queryOptions());
  if (revenue.isPending)
    return (
      <Frame>
        <Stack gap="md" aria-busy="true" aria-label={BILLING_ADMIN_TEXTS.loadingRevenue}>
          <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="sm">
            {[0, 1, 2, 3, 4].map((key) => (
              <Skeleton key={key} height={72} radius="md" />
            ))}
          </SimpleGrid>
          <Skeleton height={220} radius="md" />
        </Stack>
      </Frame>
    );
  if (revenue.isError)
    return (
      <Frame>
        <LoadError
          title={BILLING_ADMIN_TEXTS.revenueFailed}
          error={revenue.error}
          onRetry={() => void revenue.refetch()}
          retrying={revenue.isFetching}
        />
      </Frame>
    );
  return <RevenueView revenue={revenue.data} />;
}

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Card withBorder padding="sm" radius="md" data-testid={testId}>
      <Text component="dt" size="sm" c="dimmed" lh={1.3}>
        {label}
      </Text>
      {/* At the card's foot, so the figures of a row line up under labels of one or two lines. */}
      <Text component="dd" m={0} mt="auto" pt={4} fz={{ base: "xl", sm: 26 }} fw={700} lh={1.15}>
        {value}
      </Text>
    </Card>
  );
}

/**
 * The five figures (recurring revenue in the subscriptions' currency, paying businesses, new and
 * cancelled this month, payments failing) and twelve months of recurring revenue; before anyone
 * has paid, a line saying where revenue comes from.
 */
export function RevenueView({ revenue }: { revenue: Revenue }) {
  if (revenueIsEmpty(revenue))
    return (
      <Frame>
        <Text size="sm" c="dimmed" data-testid="revenue-empty">
          {BILLING_TEXTS.noRevenue}
        </Text>
      </Frame>
    );
  const money = (cents: number) => formatMoney(cents, revenue.currency);
  const count = (value: number) => englishNumber.format(value);
  const data = revenue.months.map((month) => ({
    month: monthLabel(month.month, "short"),
    mrr: month.monthlyRecurringRevenue,
  }));
  const figures = [
    { testId: "revenue-mrr", label: BILLING_TEXTS.mrr, value: money(revenue.monthlyRecurringRevenue) },
    { testId: "revenue-paying", label: BILLING_TEXTS.paying, value: count(revenue.payingBusinesses) },
    { testId: "revenue-new", label: BILLING_TEXTS.newThisMonth, value: count(revenue.newThisMonth) },
    {
      testId: "revenue-cancelled",
      label: BILLING_TEXTS.cancelledThisMonth,
      value: count(revenue.cancelledThisMonth),
    },
    { testId: "revenue-failing", label: BILLING_TEXTS.failing, value: count(revenue.failingPayments) },
  ];
  return (
    <Frame>
      <SimpleGrid
        component="dl"
        cols={{ base: 2, sm: 3, lg: 5 }}
        spacing="sm"
        m={0}
        data-testid="revenue-figures"
      >
        {figures.map((figure) => (
          <Figure key={figure.testId} {...figure} />
        ))}
      </SimpleGrid>
      <div>
        <Text size="sm" fw={600} mb="xs" id="revenue-chart-title">
          {BILLING_TEXTS.revenueChart}
        </Text>
        <AreaChart
          h={220}
          data={data}
          dataKey="month"
          series={[{ name: "mrr", label: BILLING_TEXTS.mrr, color: "teal.6" }]}
          curveType="monotone"
          valueFormatter={money}
          yAxisProps={{
            width: 72,
            tickFormatter: (value: number) => formatMoney(value, revenue.currency, { whole: true }),
          }}
          role="img"
          aria-label={BILLING_ADMIN_TEXTS.revenueRange(data[0]?.month ?? "", data.at(-1)?.month ?? "")}
        />
      </div>
    </Frame>
  );
}
