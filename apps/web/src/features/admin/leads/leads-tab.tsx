import "@mantine/core/styles/Card.css";
import "@mantine/core/styles/Tabs.css";
import "../../../components/scrolling-tabs.css";
import { Card, Stack, Tabs, Text, Title } from "@mantine/core";
import { useRef } from "react";
import { useSelectedTabInView } from "../../../components/use-selected-tab-in-view";
import { CampaignsPanel } from "./campaigns-panel";
import { ConsultationsPanel } from "./consultations-panel";
import { GuideDownloadsPanel } from "./guide-downloads-panel";
import { EmailPreviews, OutboxPanel } from "./outbox-panel";
import { DEFAULT_LEAD_LIST, type LeadList, isLeadList } from "../shared/admin-search";
import { SubscribersPanel } from "./subscribers-panel";

// Both lists stay mounted, so notes typed on one are still there after a look at the other.
/**
 * Admin tab `?tab=leads`: consultation requests and newsletter subscribers (contract §7, §8).
 * The open list lives in the address (`&list=`), so reload, Back and a shared link keep it.
 */
export function LeadsTab({
  search,
  list = DEFAULT_LEAD_LIST,
  onListChange,
}: {
  search?: string;
  list?: LeadList;
  onListChange: (list: LeadList) => void;
}) {
  // A list past the phone's edge (Outbox, Email templates) scrolls into view when chosen.
  const tabList = useRef<HTMLDivElement>(null);
  useSelectedTabInView(tabList, list);
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="leads-heading">
      <Stack gap="md">
        <div>
          <Title order={2} fz="h3" id="leads-heading">
            Leads
          </Title>
          <Text size="sm">
            Consultation requests, newsletter subscribers and guide downloads from the public site, the
            newsletter's issues, and every email the site sends.
          </Text>
        </div>
        <Tabs value={list} onChange={(value) => isLeadList(value) && value !== list && onListChange(value)}>
          <Tabs.List ref={tabList} aria-label="Lead lists" className="scrolling-tabs">
            <Tabs.Tab value="consultations">Consultation requests</Tabs.Tab>
            <Tabs.Tab value="newsletter">Newsletter subscribers</Tabs.Tab>
            <Tabs.Tab value="guides">Guide downloads</Tabs.Tab>
            <Tabs.Tab value="issues">Newsletter issues</Tabs.Tab>
            <Tabs.Tab value="outbox">Outbox</Tabs.Tab>
            <Tabs.Tab value="templates">Email templates</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="consultations" pt="md">
            <ConsultationsPanel initialSearch={search} />
          </Tabs.Panel>
          <Tabs.Panel value="newsletter" pt="md">
            <SubscribersPanel />
          </Tabs.Panel>
          <Tabs.Panel value="guides" pt="md">
            {list === "guides" ? <GuideDownloadsPanel /> : null}
          </Tabs.Panel>
          <Tabs.Panel value="issues" pt="md">
            {list === "issues" ? <CampaignsPanel /> : null}
          </Tabs.Panel>
          <Tabs.Panel value="outbox" pt="md">
            {list === "outbox" ? <OutboxPanel /> : null}
          </Tabs.Panel>
          <Tabs.Panel value="templates" pt="md">
            {list === "templates" ? <EmailPreviews /> : null}
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </Card>
  );
}
