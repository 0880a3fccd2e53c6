import "@mantine/core/styles/Card.css";
import "@mantine/core/styles/Divider.css";
import { Card, Divider, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { ADMIN_MESSAGES } from "@scalemsp/validators";
import { useTRPC } from "../../../lib/trpc";
import { LoadingState } from "../shared/query-states";
import { LoadError } from "../../../components/load-error";
import type { BusinessOption } from "./business-select";
import { SubscriptionForm } from "./subscription-form";
import { SubscriptionsTable } from "./subscriptions-table";

/** Spec §2 Admin 3: assign courses to businesses and switch existing subscriptions on or off. */
export function SubscriptionsCard() {
  const trpc = useTRPC();
  const modules = useQuery(trpc.admin.modules.list.queryOptions());
  const [business, setBusiness] = useState<BusinessOption | null>(null);

  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      component="section"
      aria-labelledby="module-subscriptions-heading"
    >
      <Stack gap="md">
        <div>
          <Title order={2} fz="h3" id="module-subscriptions-heading">
            Module Subscriptions
          </Title>
          <Text size="sm">Assign courses to businesses and manage their access.</Text>
        </div>
        {modules.isPending ? (
          <LoadingState label="Loading modules" />
        ) : modules.isError ? (
          <LoadError
            title={ADMIN_MESSAGES.errorLoadingModules}
            error={modules.error}
            onRetry={() => void modules.refetch()}
            retrying={modules.isFetching}
          />
        ) : (
          <SubscriptionForm modules={modules.data} onBusinessChange={setBusiness} />
        )}
        <Divider />
        <Title order={3} fz="lg">
          {business ? `Subscriptions: ${business.label}` : "Subscriptions"}
        </Title>
        {business ? (
          <SubscriptionsTable businessId={Number(business.value)} businessName={business.label} />
        ) : (
          <Text size="sm">Choose a business to see its module subscriptions.</Text>
        )}
      </Stack>
    </Card>
  );
}
