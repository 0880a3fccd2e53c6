import { Stack } from "@mantine/core";
import { SubscriptionsCard } from "../subscriptions/subscriptions-card";
import { CourseManagementCard } from "./components/course-management-card";

/** Admin tab `?tab=modules` (spec §2 Admin 3): courses and lessons, then module subscriptions. */
export function ModulesTab() {
  return (
    <Stack gap="lg">
      <CourseManagementCard />
      <SubscriptionsCard />
    </Stack>
  );
}
