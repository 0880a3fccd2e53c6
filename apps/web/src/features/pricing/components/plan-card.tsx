import "@mantine/core/styles/Card.css";
import "@mantine/core/styles/ThemeIcon.css";
import "@mantine/core/styles/List.css";
import "@mantine/core/styles/Badge.css";
import { Badge, Card, List, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import {
  PRICING_TEXTS,
  RECOMMENDED_PLAN,
  SESSION_TEXTS,
  joinNames,
  type PlanLevel,
} from "@scalemsp/validators";
import { IconCheck } from "@tabler/icons-react";
import type { ReactNode } from "react";
import type { Plan } from "../types";
import classes from "./plan-card.module.css";

const oneToOneText = (n: number | null) =>
  n === null
    ? SESSION_TEXTS.oneToOneUnlimited
    : n === 0
      ? SESSION_TEXTS.oneToOneNone
      : SESSION_TEXTS.oneToOneMonthly(n);
const groupText = (n: number | null) =>
  n === null
    ? SESSION_TEXTS.groupUnlimited
    : n === 0
      ? SESSION_TEXTS.groupNone
      : SESSION_TEXTS.groupWeekly(n);

function Item({ children }: { children: ReactNode }) {
  return (
    <List.Item
      icon={
        <ThemeIcon color="green" size={20} radius="xl" aria-hidden>
          <IconCheck size={12} />
        </ThemeIcon>
      }
    >
      {children}
    </List.Item>
  );
}

/** One plan: its name, price, what it includes, course levels, sessions and support, then its action. */
export function PlanCard({
  plan,
  names,
  action,
}: {
  plan: Plan;
  names: Record<PlanLevel, string>;
  action: ReactNode;
}) {
  const titleId = `plan-${plan.level}`;
  const recommended = plan.level === RECOMMENDED_PLAN;
  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      h="100%"
      component="article"
      aria-labelledby={titleId}
      data-testid="plan-card"
      data-recommended={recommended || undefined}
      className={classes.card}
    >
      <Stack gap="md" h="100%">
        <Stack gap={4}>
          {recommended ? (
            <Badge variant="filled" color="indigo.8" radius="sm" w="fit-content">
              {PRICING_TEXTS.recommended}
            </Badge>
          ) : null}
          <Title order={2} size="h3" id={titleId}>
            {plan.name}
          </Title>
          <Text fz={24} fw={700} lh={1.3}>
            {plan.priceText}
          </Text>
        </Stack>
        <List spacing="xs" listStyleType="none" aria-label={PRICING_TEXTS.includesTitle(plan.name)}>
          {plan.includes.map((item) => (
            <Item key={item}>{item}</Item>
          ))}
          <Item>{PRICING_TEXTS.courses(joinNames(plan.courseLevels.map((level) => names[level])))}</Item>
          <Item>{oneToOneText(plan.oneToOnePerMonth)}</Item>
          <Item>{groupText(plan.groupPerWeek)}</Item>
          <Item>{PRICING_TEXTS.support(plan.support)}</Item>
        </List>
        <Stack mt="auto" gap="xs">
          {action}
        </Stack>
      </Stack>
    </Card>
  );
}
