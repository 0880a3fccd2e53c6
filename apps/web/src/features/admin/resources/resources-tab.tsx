import "@mantine/core/styles/Card.css";
import "@mantine/core/styles/ScrollArea.css";
import "@mantine/core/styles/Table.css";
import { Anchor, Button, Card, Group, Stack, Table, Text, Title, VisuallyHidden } from "@mantine/core";
import {
  ADMIN_MESSAGES,
  contentDoneTitle,
  contentFailedText,
  contentStatusText,
  MESSAGES,
  PLAN_LABELS,
  RESOURCE_TYPE_LABELS,
  formatCount,
} from "@scalemsp/validators";
import { IconPlus } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { useTRPC } from "../../../lib/trpc";
import { errorMessageOf } from "../../../lib/trpc-errors";
import { FormModal } from "../shared/form-modal";
import { EmptyState, LoadingState } from "../shared/query-states";
import { LoadError } from "../../../components/load-error";
import type { AdminResource } from "../shared/api-types";
import { ResourceForm } from "./resource-form";
import { type Patch, ResourceActionsMenu, actionsButtonOf } from "./resource-actions-menu";
import { StatusBadge, DotBadge } from "../shared/status-badge";
import "../shared/pinned-table.css";

interface Editor {
  resource: AdminResource | null;
  key: number;
}

const patchText = (patch: Patch) =>
  "featured" in patch
    ? patch.featured
      ? "The resource is now featured."
      : "The resource is no longer featured."
    : contentStatusText("resource", patch.isActive);

/** Admin tab `?tab=resources`: every resource, inactive ones too (contract §8). */
export function ResourcesTab() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const resources = useQuery(trpc.admin.resources.list.queryOptions());
  const update = useMutation(trpc.admin.resources.update.mutationOptions());
  const [editor, setEditor] = useState<Editor | null>(null);
  const [opened, setOpened] = useState(false);
  const [busy, setBusy] = useState<Record<number, boolean>>({});

  const openEditor = (resource: AdminResource | null) => {
    setEditor((current) => ({ resource, key: (current?.key ?? 0) + 1 }));
    setOpened(true);
  };
  const close = () => setOpened(false);

  const patch = (resource: AdminResource, change: Patch) => {
    setBusy((current) => ({ ...current, [resource.id]: true }));
    update
      .mutateAsync({ id: resource.id, ...change })
      .then(() => {
        void queryClient.invalidateQueries({ queryKey: trpc.admin.resources.list.queryKey() });
        void queryClient.invalidateQueries({ queryKey: trpc.resources.pathKey() });
        notifySuccess(contentDoneTitle("resource", "update"), patchText(change));
      })
      .catch((error: unknown) =>
        notifyError(MESSAGES.error, contentFailedText("resource", "update", errorMessageOf(error))),
      )
      .finally(() => setBusy(({ [resource.id]: _, ...rest }) => rest));
  };

  const list = resources.data ?? [];

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="resources-admin-heading">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <div>
            <Title order={2} fz="h3" id="resources-admin-heading">
              Resource Library
            </Title>
            <Text size="sm">Files members download: guides, templates, videos and more.</Text>
          </div>
          <Button
            id="new-resource-button"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => openEditor(null)}
          >
            New resource
          </Button>
        </Group>

        {resources.isPending ? (
          <LoadingState label="Loading resources" />
        ) : resources.isError ? (
          <LoadError
            title={ADMIN_MESSAGES.errorLoadingResources}
            error={resources.error}
            onRetry={() => void resources.refetch()}
            retrying={resources.isFetching}
          />
        ) : list.length === 0 ? (
          <EmptyState>No resources yet. Add the first one with New resource.</EmptyState>
        ) : (
          <>
            <Table.ScrollContainer minWidth={880}>
              <Table
                className="pinned-table"
                data-pin-last
                striped
                verticalSpacing="sm"
                aria-label="Resources"
              >
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">Resource</Table.Th>
                    <Table.Th scope="col">Type</Table.Th>
                    <Table.Th scope="col">Access</Table.Th>
                    <Table.Th scope="col">Category</Table.Th>
                    <Table.Th scope="col">Featured</Table.Th>
                    <Table.Th scope="col">Status</Table.Th>
                    <Table.Th scope="col" ta="right">
                      Downloads
                    </Table.Th>
                    <Table.Th scope="col">
                      <VisuallyHidden>Actions</VisuallyHidden>
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {list.map((resource) => (
                    <Table.Tr key={resource.id}>
                      <Table.Td miw={200} maw={320}>
                        <Text size="sm" fw={500}>
                          {resource.title}
                        </Text>
                        <Anchor
                          href={resource.fileUrl}
                          target="_blank"
                          rel="noopener noreferrer"
                          size="xs"
                          style={{ overflowWrap: "anywhere" }}
                        >
                          {resource.fileName}
                        </Anchor>
                      </Table.Td>
                      <Table.Td>{RESOURCE_TYPE_LABELS[resource.type]}</Table.Td>
                      <Table.Td>{PLAN_LABELS[resource.accessLevel]}</Table.Td>
                      <Table.Td>{resource.categoryName ?? "—"}</Table.Td>
                      <Table.Td>
                        {resource.featured ? <DotBadge color="yellow">Featured</DotBadge> : "—"}
                      </Table.Td>
                      <Table.Td>
                        <StatusBadge active={resource.isActive} />
                      </Table.Td>
                      <Table.Td ta="right">{resource.downloadCount}</Table.Td>
                      <Table.Td>
                        <ResourceActionsMenu
                          resource={resource}
                          busy={busy[resource.id] === true}
                          onEdit={() => openEditor(resource)}
                          onPatch={(change) => patch(resource, change)}
                        />
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            <Text size="sm">{formatCount(list.length, "resource", "resources")} total</Text>
          </>
        )}
      </Stack>

      <FormModal
        opened={opened}
        onClose={close}
        title={editor?.resource ? "Edit resource" : "New resource"}
        returnFocusTo={() =>
          editor?.resource
            ? actionsButtonOf(editor.resource.id)
            : document.getElementById("new-resource-button")
        }
      >
        {editor ? (
          <ResourceForm key={editor.key} resource={editor.resource} onDone={close} onCancel={close} />
        ) : null}
      </FormModal>
    </Card>
  );
}
