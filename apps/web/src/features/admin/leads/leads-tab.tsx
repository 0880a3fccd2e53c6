import "@mantine/core/styles/Card.css";
import "@mantine/core/styles/Tabs.css";
import { Card, Stack, Tabs, Text, Title } from "@mantine/core";
import { useState } from "react";
import { ConsultationsPanel } from "./consultations-panel";
import { SubscribersPanel } from "./subscribers-panel";

// Both lists stay mounted, so notes typed on one are still there after a look at the other.
type LeadList = "consultations" | "newsletter";

/** Admin tab `?tab=leads`: consultation requests and newsletter subscribers (contract §7, §8). */
export function LeadsTab() {
  const [list, setList] = useState<LeadList>("consultations");
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="leads-heading">
      <Stack gap="md">
        <div>
          <Title order={2} fz="h3" id="leads-heading">
            Leads
          </Title>
          <Text size="sm">Consultation requests and newsletter subscribers from the public site.</Text>
        </div>
        <Tabs value={list} onChange={(value) => value && setList(value as LeadList)}>
          <Tabs.List aria-label="Lead lists">
            <Tabs.Tab value="consultations">Consultation requests</Tabs.Tab>
            <Tabs.Tab value="newsletter">Newsletter subscribers</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="consultations" pt="md">
            <ConsultationsPanel />
          </Tabs.Panel>
          <Tabs.Panel value="newsletter" pt="md">
            <SubscribersPanel />
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </Card>
  );
}
