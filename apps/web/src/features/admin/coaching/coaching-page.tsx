import "@mantine/core/styles/Tabs.css";
import "../../../components/scrolling-tabs.css";
import { Stack, Tabs, Text, Title } from "@mantine/core";
import { COACHING_ADMIN_TEXTS as T } from "@scalemsp/validators";
import { useViewerTimeZone } from "../../../session/time-zone";
import { useRef, useState } from "react";
import { useSelectedTabInView } from "../../../components/use-selected-tab-in-view";
import { CalendarFeedCard } from "../../../components/calendar-feed-card";
import { AllowancesForm } from "./allowances-form";
import { AvailabilityEditor } from "./availability-editor";
import { CalendarWeek } from "./calendar-week";
import { CoachProfileForm } from "./coach-profile-form";
import { GroupSessionModal } from "./group-session-modal";
import { SessionDetailModal } from "./session-detail-modal";
import { StrategyCapsForm } from "./strategy-caps-form";
import { StrategyHoldsCard } from "./strategy-holds-card";
import type { CoachingTab } from "./coaching-search";
import type { AdminSession } from "./types";

/** The coach runs the week here: calendar, availability, profile and plan allowances. */
export function CoachingPage({
  tab,
  onTabChange,
}: {
  tab: CoachingTab;
  onTabChange: (tab: CoachingTab) => void;
}) {
  const timeZone = useViewerTimeZone();
  // Plan allowances sits past a phone's edge: chosen, it scrolls into view.
  const tabList = useRef<HTMLDivElement>(null);
  useSelectedTabInView(tabList, tab);
  const [openedAt] = useState(() => Date.now());
  const [open, setOpen] = useState<AdminSession | null>(null);
  const [scheduling, setScheduling] = useState(false);
  // The session stays set while the change form closes, so its title does not flip meanwhile.
  const [changing, setChanging] = useState<AdminSession | null>(null);
  const [changeOpen, setChangeOpen] = useState(false);
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{T.pageTitle}</Title>
        <Text c="dimmed">{T.pageIntro}</Text>
      </Stack>
      <Tabs value={tab} onChange={(value) => value && onTabChange(value as CoachingTab)} keepMounted={false}>
        <Tabs.List ref={tabList} aria-label={T.tabsLabel} className="scrolling-tabs">
          <Tabs.Tab value="calendar">{T.tabCalendar}</Tabs.Tab>
          <Tabs.Tab value="availability">{T.tabAvailability}</Tabs.Tab>
          <Tabs.Tab value="profile">{T.tabProfile}</Tabs.Tab>
          <Tabs.Tab value="allowances">{T.tabAllowances}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="calendar" pt="md">
          <Stack gap="lg">
            <CalendarWeek
              timeZone={timeZone}
              openedAt={openedAt}
              onOpen={setOpen}
              onSchedule={() => setScheduling(true)}
            />
            <StrategyHoldsCard timeZone={timeZone} openedAt={openedAt} />
            <StrategyCapsForm />
            <CalendarFeedCard />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="availability" pt="md">
          <AvailabilityEditor />
        </Tabs.Panel>
        <Tabs.Panel value="profile" pt="md">
          <CoachProfileForm />
        </Tabs.Panel>
        <Tabs.Panel value="allowances" pt="md">
          <AllowancesForm />
        </Tabs.Panel>
      </Tabs>
      <SessionDetailModal
        session={open}
        timeZone={timeZone}
        openedAt={openedAt}
        onClose={() => setOpen(null)}
        onChangeGroup={(session) => {
          setOpen(null);
          setChanging(session);
          setChangeOpen(true);
        }}
      />
      <GroupSessionModal opened={scheduling} onClose={() => setScheduling(false)} />
      <GroupSessionModal opened={changeOpen} session={changing} onClose={() => setChangeOpen(false)} />
    </Stack>
  );
}
