import "@mantine/core/styles/Tabs.css";
import "@mantine/core/styles/Skeleton.css";
import "@mantine/core/styles/SimpleGrid.css";
import { Paper, SimpleGrid, Skeleton, Stack, Tabs, Text, Title } from "@mantine/core";
import {
  COURSE_FILTER_LABELS,
  COURSE_FILTERS,
  COURSE_MESSAGES,
  type CourseFilter,
  courseProgressCounts,
  courseUnlockText,
  PLAN_LABELS,
  type PlanLevel,
} from "@scalemsp/validators";
import { IconBook } from "@tabler/icons-react";
import { skipToken, useQuery } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { LoadError } from "../../../components/load-error";
import { usePlanNames } from "../../../lib/plans";
import { useTRPC } from "../../../lib/trpc";
import { useSession } from "../../../session/use-session";
import { type SelectedCourse, courseIsListed, groupByPlan } from "../course-view";
import type { Course } from "../types";
import { CourseCard } from "./course-card";
import { CourseDetails } from "./course-details";
import { CourseOutline } from "./course-outline";

/**
 * One card a row on a phone, two beside the menu (the plan groups hold two or three courses, so
 * a row is filled), three on a wide screen. The route's skeleton has the same rows up to xl.
 */
const COURSE_GRID_COLUMNS = { base: 1, sm: 2, xl: 3 };

interface CoursesPageProps {
  selectedId: number | undefined;
  onSelect: (id: number) => void;
}

export function CoursesPage({ selectedId, onSelect }: CoursesPageProps) {
  const trpc = useTRPC();
  const coursesQuery = useQuery(trpc.modules.list.queryOptions());
  const [filter, setFilter] = useState<CourseFilter>("all");

  const courses = coursesQuery.data;
  // A course named in the URL opens only when the member may open it.
  const selected = courses?.find((course) => course.id === selectedId && course.accessible) ?? null;
  // A locked course named in the URL opens its outline instead (contract §13).
  const previewed = courses?.find((course) => course.id === selectedId && !course.accessible) ?? null;
  const names = usePlanNames();
  const viewerPlan: PlanLevel = useSession().business?.planLevel ?? "free";
  const unlockOf = (course: Course) => courseUnlockText(course, viewerPlan, names);
  // The selected course's lessons, when loaded, decide its filters (spec §4).
  const selectedLessons = useQuery(
    trpc.modules.lessons.queryOptions(selected ? { id: selected.id } : skipToken),
  ).data;
  const selectedCounts: SelectedCourse | null =
    selected && selectedLessons ? { id: selected.id, counts: courseProgressCounts(selectedLessons) } : null;

  const detailsHeading = useRef<HTMLHeadingElement>(null);
  const focusOnSelect = useRef(false);
  useEffect(() => {
    // After a pick, move focus to the course's heading: on phones it sits below the list.
    if (focusOnSelect.current && (selected || previewed)) {
      focusOnSelect.current = false;
      // Focus without the browser's own jump, then scroll so the heading clears the fixed header.
      detailsHeading.current?.focus({ preventScroll: true });
      detailsHeading.current?.scrollIntoView({ block: "start" });
    }
  }, [selected, previewed]);
  const select = (id: number) => {
    focusOnSelect.current = true;
    onSelect(id);
  };

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>Courses</Title>
        <Text c="dimmed">Step-by-step programs to grow your MSP. Pick a course to see its lessons.</Text>
      </Stack>

      {/* A failed background refresh keeps the list on screen; the error shows only with nothing to show. */}
      {courses === undefined && !coursesQuery.isError ? (
        <CoursesSkeleton />
      ) : courses === undefined ? (
        <LoadError
          title={COURSE_MESSAGES.loadFailedTitle}
          message={COURSE_MESSAGES.loadFailedText}
          onRetry={() => void coursesQuery.refetch()}
          retrying={coursesQuery.isRefetching}
        />
      ) : courses.length === 0 ? (
        <Paper withBorder p="xl" radius="md">
          <Stack align="center" gap="sm" ta="center">
            <IconBook size={40} aria-hidden color="var(--mantine-color-dimmed)" />
            <Text>{COURSE_MESSAGES.empty}</Text>
          </Stack>
        </Paper>
      ) : (
        <>
          {/* The chosen course above the list, at the page's full width; nothing when none is chosen. */}
          {selected ? (
            <CourseDetails key={selected.id} course={selected} headingRef={detailsHeading} />
          ) : previewed ? (
            <CourseOutline key={previewed.id} course={previewed} headingRef={detailsHeading} />
          ) : null}
          <Tabs
            keepMounted={false}
            value={filter}
            onChange={(value) => setFilter((value as CourseFilter | null) ?? "all")}
          >
            <Tabs.List aria-label="Filter courses">
              {COURSE_FILTERS.map((value) => (
                <Tabs.Tab key={value} value={value}>
                  {COURSE_FILTER_LABELS[value]}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            {COURSE_FILTERS.map((value) => (
              <Tabs.Panel key={value} value={value} pt="md">
                <CourseList
                  courses={courses.filter((course) => courseIsListed(course, value, selectedCounts))}
                  selectedId={selected?.id ?? previewed?.id}
                  onSelect={select}
                  unlockOf={unlockOf}
                />
              </Tabs.Panel>
            ))}
          </Tabs>
        </>
      )}
    </Stack>
  );
}

function CourseList({
  courses,
  selectedId,
  onSelect,
  unlockOf,
}: {
  courses: Course[];
  selectedId: number | undefined;
  onSelect: (id: number) => void;
  unlockOf: (course: Course) => string | null;
}) {
  const groups = groupByPlan(courses);
  const firstCovered = groups.flatMap((group) => group.courses).find((course) => course.thumbnailUrl)?.id;
  if (groups.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="lg">
        No courses match this filter yet.
      </Text>
    );
  }
  return (
    <Stack gap="lg">
      {groups.map((group) => (
        <section key={group.level} aria-labelledby={`course-group-${group.level}`}>
          <Title order={2} size="h4" id={`course-group-${group.level}`} mb="xs">
            {PLAN_LABELS[group.level]}
          </Title>
          <SimpleGrid cols={COURSE_GRID_COLUMNS} spacing="md" verticalSpacing="md">
            {group.courses.map((course) => (
              <CourseCard
                key={course.id}
                course={course}
                selected={course.id === selectedId}
                onSelect={onSelect}
                unlock={unlockOf(course)}
                firstCover={course.id === firstCovered}
              />
            ))}
          </SimpleGrid>
        </section>
      ))}
    </Stack>
  );
}

function CoursesSkeleton() {
  return (
    <Stack gap="md" aria-busy="true" aria-label="Loading courses">
      <Skeleton height={36} maw={360} />
      <SimpleGrid cols={COURSE_GRID_COLUMNS} spacing="md" verticalSpacing="md">
        {[0, 1, 2, 3, 4, 5].map((key) => (
          <Skeleton key={key} height={280} radius="md" />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
