import "@mantine/core/styles/Card.css";
import "@mantine/core/styles/SimpleGrid.css";
import "@mantine/core/styles/Divider.css";
import { Button, Card, Divider, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { ADMIN_MESSAGES } from "@scalemsp/validators";
import { useTRPC } from "../../../lib/trpc";
import { FormModal } from "../shared/form-modal";
import { EmptyState, LoadingState } from "../shared/query-states";
import { LoadError } from "../../../components/load-error";
import type { AdminModule } from "../shared/api-types";
import { CourseCard } from "./course-card";
import { LessonsManager } from "./lessons-manager";
import { ModuleForm } from "./module-form";
import { useToggleActive } from "../shared/use-toggle-active";

interface Editor {
  module: AdminModule | null;
  key: number;
}

/** Spec §2 Admin 3: course cards and the lessons manager of the chosen course. */
export function CourseManagementCard() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const modulesQuery = useQuery(trpc.admin.modules.list.queryOptions());
  const update = useMutation(trpc.admin.modules.update.mutationOptions());
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [editor, setEditor] = useState<Editor | null>(null);
  const [opened, setOpened] = useState(false);

  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: trpc.admin.modules.list.queryKey() });
    void queryClient.invalidateQueries({ queryKey: trpc.modules.pathKey() });
  };
  const { toggle, isBusy } = useToggleActive("module", update, refresh);

  const openEditor = (module: AdminModule | null) => {
    setEditor((current) => ({ module, key: (current?.key ?? 0) + 1 }));
    setOpened(true);
  };
  const close = () => setOpened(false);

  const modules = modulesQuery.data ?? [];
  const selected = modules.find((m) => m.id === selectedId) ?? null;

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="course-management-heading">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <div>
            <Title order={2} fz="h3" id="course-management-heading">
              Course &amp; Module Management
            </Title>
            <Text size="sm">Create and manage courses, lessons and access.</Text>
          </div>
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => openEditor(null)}>
            New module
          </Button>
        </Group>

        {modulesQuery.isPending ? (
          <LoadingState label="Loading modules" />
        ) : modulesQuery.isError ? (
          <LoadError
            title={ADMIN_MESSAGES.errorLoadingModules}
            error={modulesQuery.error}
            onRetry={() => void modulesQuery.refetch()}
            retrying={modulesQuery.isFetching}
          />
        ) : modules.length === 0 ? (
          <EmptyState>No modules yet. Create the first course with New module.</EmptyState>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
            {modules.map((module) => (
              <CourseCard
                key={module.id}
                module={module}
                selected={module.id === selectedId}
                toggling={isBusy(module.id)}
                onSelect={() => setSelectedId(module.id === selectedId ? null : module.id)}
                onEdit={() => openEditor(module)}
                onToggle={() => toggle({ id: module.id, isActive: !module.isActive })}
              />
            ))}
          </SimpleGrid>
        )}

        {selected ? (
          <>
            <Divider />
            <LessonsManager module={selected} />
          </>
        ) : modules.length > 0 ? (
          <Text size="sm">Choose Lessons on a course to add or edit its lessons.</Text>
        ) : null}
      </Stack>

      <FormModal opened={opened} onClose={close} title={editor?.module ? "Edit module" : "New module"}>
        {editor ? (
          <ModuleForm key={editor.key} module={editor.module} onDone={close} onCancel={close} />
        ) : null}
      </FormModal>
    </Card>
  );
}
