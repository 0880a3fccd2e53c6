import "@mantine/core/styles/ScrollArea.css";
import "@mantine/core/styles/Table.css";
import { Button, Group, Stack, Table, Text, Title } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { ADMIN_MESSAGES, formatDuration, LESSON_CONTENT_TYPE_LABELS } from "@scalemsp/validators";
import { useTRPC } from "../../../lib/trpc";
import { FormModal } from "../shared/form-modal";
import { EmptyState, LoadingState } from "../shared/query-states";
import { LoadError } from "../../../components/load-error";
import type { AdminLesson, AdminModule } from "../shared/api-types";
import { LessonForm } from "./lesson-form";
import { QuestionsEditor } from "./questions-editor";
import { useToggleActive } from "../shared/use-toggle-active";
import { StatusBadge } from "../shared/status-badge";
import "../shared/pinned-table.css";

interface Editor {
  lesson: AdminLesson | null;
  /** A new number each time the dialog opens, so the form starts from the lesson's values. */
  key: number;
}

/** The lessons of the selected course, in the order members see them. */
export function LessonsManager({ module }: { module: AdminModule }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const lessonsQuery = useQuery(trpc.admin.modules.lessons.queryOptions({ id: module.id }));
  const update = useMutation(trpc.admin.lessons.update.mutationOptions());
  const [editor, setEditor] = useState<Editor | null>(null);
  const [opened, setOpened] = useState(false);
  const [questionsOf, setQuestionsOf] = useState<AdminLesson | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  // Choosing a course moves the reader to its lessons.
  useEffect(() => {
    headingRef.current?.focus();
    headingRef.current?.scrollIntoView?.({ block: "nearest", behavior: "smooth" });
  }, [module.id]);

  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: trpc.admin.modules.lessons.queryKey({ id: module.id }) });
    void queryClient.invalidateQueries({ queryKey: trpc.modules.pathKey() });
  };
  const { toggle, isBusy } = useToggleActive("lesson", update, refresh);

  const openEditor = (lesson: AdminLesson | null) => {
    setEditor((current) => ({ lesson, key: (current?.key ?? 0) + 1 }));
    setOpened(true);
  };
  const close = () => setOpened(false);

  const lessons = [...(lessonsQuery.data ?? [])].sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id);

  return (
    <Stack gap="md" component="section" aria-labelledby="lessons-heading">
      <Group justify="space-between" align="center" gap="sm">
        <Title
          order={3}
          fz="lg"
          id="lessons-heading"
          ref={headingRef}
          tabIndex={-1}
          style={{ outline: "none" }}
        >
          Lessons: {module.title}
        </Title>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => openEditor(null)}>
          New lesson
        </Button>
      </Group>

      {lessonsQuery.isPending ? (
        <LoadingState label="Loading lessons" />
      ) : lessonsQuery.isError ? (
        <LoadError
          title={ADMIN_MESSAGES.errorLoadingLessons}
          error={lessonsQuery.error}
          onRetry={() => void lessonsQuery.refetch()}
          retrying={lessonsQuery.isFetching}
        />
      ) : lessons.length === 0 ? (
        <EmptyState>This course has no lessons yet.</EmptyState>
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table
            className="pinned-table"
            striped
            verticalSpacing="sm"
            aria-label={`Lessons of ${module.title}`}
          >
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Order</Table.Th>
                <Table.Th scope="col">Lesson</Table.Th>
                <Table.Th scope="col">Type</Table.Th>
                <Table.Th scope="col">Duration</Table.Th>
                <Table.Th scope="col">Status</Table.Th>
                <Table.Th scope="col">Actions</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {lessons.map((lesson) => (
                <Table.Tr key={lesson.id}>
                  <Table.Td>{lesson.sortOrder}</Table.Td>
                  <Table.Td>
                    <Text size="sm" fw={500}>
                      {lesson.title}
                    </Text>
                    {lesson.description ? (
                      <Text size="xs" lineClamp={2}>
                        {lesson.description}
                      </Text>
                    ) : null}
                  </Table.Td>
                  <Table.Td>{LESSON_CONTENT_TYPE_LABELS[lesson.contentType]}</Table.Td>
                  <Table.Td>{formatDuration(lesson.duration)}</Table.Td>
                  <Table.Td>
                    <StatusBadge active={lesson.isActive} />
                  </Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <Button
                        size="xs"
                        variant="default"
                        onClick={() => openEditor(lesson)}
                        aria-label={`Edit ${lesson.title}`}
                      >
                        Edit
                      </Button>
                      {lesson.contentType === "quiz" || lesson.contentType === "assessment" ? (
                        <Button
                          size="xs"
                          variant="default"
                          onClick={() => setQuestionsOf(lesson)}
                          aria-label={`Questions of ${lesson.title}`}
                        >
                          Questions
                        </Button>
                      ) : null}
                      <Button
                        size="xs"
                        variant="default"
                        loading={isBusy(lesson.id)}
                        onClick={() => toggle({ id: lesson.id, isActive: !lesson.isActive })}
                        aria-label={`${lesson.isActive ? "Deactivate" : "Activate"} ${lesson.title}`}
                      >
                        {lesson.isActive ? "Deactivate" : "Activate"}
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}

      <FormModal opened={opened} onClose={close} title={editor?.lesson ? "Edit lesson" : "New lesson"}>
        {editor ? (
          <LessonForm
            key={editor.key}
            moduleId={module.id}
            lesson={editor.lesson}
            onDone={close}
            onCancel={close}
          />
        ) : null}
      </FormModal>
      <FormModal
        opened={questionsOf !== null}
        onClose={() => setQuestionsOf(null)}
        title={questionsOf ? `Questions: ${questionsOf.title}` : "Questions"}
        size="xl"
      >
        {questionsOf ? <QuestionsEditor lesson={questionsOf} onDone={() => setQuestionsOf(null)} /> : null}
      </FormModal>
    </Stack>
  );
}
