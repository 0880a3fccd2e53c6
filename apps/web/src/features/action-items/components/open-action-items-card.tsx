import "@mantine/core/styles/Card.css";
import "@mantine/core/styles/Skeleton.css";
import "@mantine/core/styles/Input.css";
import { Button, Card, Group, Skeleton, Stack, Text, TextInput, Title } from "@mantine/core";
import { ACTION_ITEM_TEXTS as T } from "@scalemsp/validators";
import { IconPlus } from "@tabler/icons-react";
import type { FormEvent } from "react";
import { ActionItemRow } from "../../../components/action-item-row";
import { LoadError } from "../../../components/load-error";
import { errorMessageOf, fieldErrorsOf } from "../../../lib/trpc-errors";
import { useTypedFields } from "../../../lib/use-form-ready";
import { useActionItemChanges, useActionItems } from "../hooks/use-action-items";

/**
 * The overview's open action items (contract §15): each ticked off with its checkbox, the
 * overdue marked, and a small form to add one (a title and, if wanted, a due date).
 */
export function OpenActionItemsCard() {
  const items = useActionItems();
  const { create, toggle } = useActionItemChanges();
  const open = (items.data ?? []).filter((item) => item.status === "open");

  return (
    <Card
      withBorder
      padding="lg"
      radius="md"
      component="section"
      aria-labelledby="action-items-title"
      h="100%"
    >
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={2} size="h4" id="action-items-title">
            {T.cardTitle}
          </Title>
          <Text size="sm" c="dimmed">
            {T.cardIntro}
          </Text>
        </Stack>
        {items.isLoading ? (
          <Stack gap="xs" aria-busy="true" aria-label={T.listLabel}>
            <Skeleton height={28} />
            <Skeleton height={28} />
          </Stack>
        ) : items.error ? (
          <LoadError
            title={T.loadFailed}
            error={items.error}
            onRetry={() => void items.refetch()}
            retrying={items.isRefetching}
          />
        ) : open.length === 0 ? (
          <Text size="sm" c="dimmed">
            {T.empty}
          </Text>
        ) : (
          <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: "none" }} aria-label={T.listLabel}>
            {open.map((item) => (
              <ActionItemRow
                key={item.id}
                item={item}
                pending={toggle.isPending && toggle.variables?.id === item.id}
                onToggle={(row) =>
                  toggle.mutate({ id: row.id, status: row.status === "done" ? "open" : "done" })
                }
              />
            ))}
          </Stack>
        )}
        <AddActionItemForm create={create} />
      </Stack>
    </Card>
  );
}

function AddActionItemForm({ create }: { create: ReturnType<typeof useActionItemChanges>["create"] }) {
  // The dashboard may be rendered by the server: what was typed before its code ran is kept.
  const fields = useTypedFields({ title: "", dueDate: "" });
  const { title, dueDate } = fields.values;
  const errors = create.error ? fieldErrorsOf(create.error) : {};
  const otherError = create.error && !errors.title && !errors.dueDate ? errorMessageOf(create.error) : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(
      { title, dueDate: dueDate || null },
      {
        onSuccess: () => {
          fields.set("title", "");
          fields.set("dueDate", "");
        },
      },
    );
  };
  return (
    <form onSubmit={submit} aria-label={T.addForm} noValidate>
      <Stack gap="xs">
        <Group gap="xs" align="flex-start" wrap="wrap">
          <TextInput
            label={T.addTitle}
            placeholder={T.addTitlePlaceholder}
            {...fields.input("title")}
            maxLength={200}
            required
            error={errors.title}
            style={{ flex: "1 1 12rem" }}
          />
          <TextInput
            type="date"
            label={T.addDueDate}
            {...fields.input("dueDate")}
            error={errors.dueDate}
            style={{ flex: "0 1 10rem" }}
          />
        </Group>
        {otherError ? (
          <Text size="sm" c="red" role="alert">
            {otherError}
          </Text>
        ) : null}
        <Button
          type="submit"
          leftSection={<IconPlus size={16} aria-hidden />}
          loading={create.isPending}
          disabled={!fields.ready}
          w="fit-content"
        >
          {T.addButton}
        </Button>
      </Stack>
    </form>
  );
}
