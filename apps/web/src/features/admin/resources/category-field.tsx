import "@mantine/core/styles/Overlay.css";
import "@mantine/core/styles/Popover.css";
import "@mantine/core/styles/Combobox.css";
import "@mantine/core/styles/ScrollArea.css";
import { Button, Group, Select, Stack, TextInput } from "@mantine/core";
import {
  ADMIN_MESSAGES,
  categoryCreateInput,
  contentDoneTitle,
  contentFailedText,
  MESSAGES,
} from "@scalemsp/validators";
import { IconPlus } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { useTRPC } from "../../../lib/trpc";
import { errorMessageOf, fieldErrorsOf, serverMessageOf } from "../../../lib/trpc-errors";
import { LoadError } from "../../../components/load-error";

interface CategoryFieldProps {
  value: string | null;
  onChange: (value: string | null) => void;
  error?: React.ReactNode;
  "data-path"?: string;
}

/** The resource's category, with a new one created in place rather than on another screen. */
export function CategoryField({ value, onChange, error, ...rest }: CategoryFieldProps) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const categories = useQuery(trpc.admin.categories.list.queryOptions());
  const create = useMutation(trpc.admin.categories.create.mutationOptions());
  const [adding, setAdding] = useState(false);
  const [name, setName] = useState("");
  const [nameError, setNameError] = useState<string | null>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  const options = (categories.data ?? []).map((c) => ({ value: String(c.id), label: c.name }));

  const close = () => {
    setAdding(false);
    setName("");
    setNameError(null);
    toggleRef.current?.focus();
  };

  const add = () => {
    const parsed = categoryCreateInput.safeParse({ name });
    if (!parsed.success) {
      setNameError(parsed.error.issues[0]?.message ?? null);
      nameRef.current?.focus();
      return;
    }
    create.mutate(parsed.data, {
      onSuccess: (category) => {
        void queryClient.invalidateQueries({ queryKey: trpc.admin.categories.list.queryKey() });
        queryClient.setQueryData(trpc.admin.categories.list.queryKey(), (list) =>
          list ? [...list, category].sort((a, b) => a.name.localeCompare(b.name)) : list,
        );
        onChange(String(category.id));
        notifySuccess(contentDoneTitle("category", "create"), `"${category.name}" has been added.`);
        close();
      },
      onError: (err) => {
        setNameError(fieldErrorsOf(err).name ?? serverMessageOf(err) ?? errorMessageOf(err));
        notifyError(MESSAGES.error, contentFailedText("category", "create", errorMessageOf(err)));
        nameRef.current?.focus();
      },
    });
  };

  return (
    <Stack gap="xs">
      <Group align="flex-end" gap="xs" wrap="nowrap">
        <Select
          {...rest}
          label="Category (optional)"
          placeholder={categories.isPending ? "Loading categories…" : "No category"}
          data={options}
          value={value}
          onChange={onChange}
          error={error}
          clearable
          searchable
          nothingFoundMessage="No categories found"
          style={{ flex: 1 }}
        />
        <Button
          ref={toggleRef}
          variant="default"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => (adding ? close() : setAdding(true))}
          aria-expanded={adding}
        >
          New category
        </Button>
      </Group>
      {categories.isError ? (
        <LoadError
          title={ADMIN_MESSAGES.errorLoadingCategories}
          error={categories.error}
          onRetry={() => void categories.refetch()}
          retrying={categories.isFetching}
        />
      ) : null}
      {adding ? (
        <Group align="flex-start" gap="xs" wrap="nowrap">
          <TextInput
            ref={nameRef}
            label="New category name"
            value={name}
            onChange={(event) => {
              setName(event.currentTarget.value);
              setNameError(null);
            }}
            onKeyDown={(event) => {
              // Enter adds the category; it must not submit the resource form around it.
              if (event.key === "Enter") {
                event.preventDefault();
                add();
              }
              if (event.key === "Escape") {
                event.stopPropagation();
                close();
              }
            }}
            error={nameError}
            autoFocus
            style={{ flex: 1 }}
          />
          <Button mt={25} onClick={add} loading={create.isPending}>
            Add
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}
