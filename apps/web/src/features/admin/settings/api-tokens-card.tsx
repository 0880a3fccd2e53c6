import "@mantine/core/styles/Badge.css";
import "@mantine/core/styles/Code.css";
import "@mantine/core/styles/ScrollArea.css";
import "@mantine/core/styles/Table.css";
import { Badge, Button, Code, Group, Paper, Stack, Table, Text, TextInput, Title } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import type { AppRouter, inferRouterOutputs } from "@scalemsp/api";
import { createApiTokenInput } from "@scalemsp/validators";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { focusFirstError } from "../../../lib/form-focus";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { useTRPC } from "../../../lib/trpc";
import { errorMessageOf, fieldErrorsOf } from "../../../lib/trpc-errors";
import { useWhen } from "../../../session/time-zone";
import { LoadingState } from "../shared/query-states";
import { LoadError } from "../../../components/load-error";
import { TOKEN_TEXTS, createdToastText, revokeLabel, revokedToastText } from "./api-token-texts";
import { type RevokeTarget, RevokeTokenModal } from "./revoke-token-modal";
import { type CreatedToken, TokenCreatedModal } from "./token-created-modal";
import "../shared/pinned-table.css";

type ApiToken = inferRouterOutputs<AppRouter>["admin"]["tokens"]["list"][number];

/** Tokens for the command line and scripts: create (shown once), list, revoke. */
export function ApiTokensCard() {
  const headingId = useId();
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      withBorder
      p={{ base: "md", sm: "xl" }}
      radius="md"
    >
      <Stack gap="lg">
        <div>
          <Title order={2} fz="h3" id={headingId}>
            {TOKEN_TEXTS.title}
          </Title>
          <Text size="sm" c="dimmed">
            Internal tools (the <Code>pnpm cli</Code> command line and scripts using{" "}
            <Code>@scalemsp/client</Code>) sign in with a token sent as{" "}
            <Code style={{ whiteSpace: "nowrap" }}>Authorization: Bearer …</Code>.
          </Text>
        </div>
        <CreateTokenForm />
        <TokenList />
      </Stack>
    </Paper>
  );
}

function CreateTokenForm() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [created, setCreated] = useState<CreatedToken | null>(null);
  const form = useForm({
    name: "api-token",
    mode: "uncontrolled",
    initialValues: { name: "" },
    validate: schemaResolver(createApiTokenInput, { sync: true }),
  });
  const create = useMutation(
    trpc.admin.tokens.create.mutationOptions({
      onSuccess: ({ token, ...row }) => {
        // The list cache gets the row only; the token itself lives in the dialog alone.
        queryClient.setQueryData(trpc.admin.tokens.list.queryKey(), (rows) => (rows ? [row, ...rows] : rows));
        void queryClient.invalidateQueries(trpc.admin.tokens.list.queryFilter());
        form.reset();
        setCreated({ name: row.name, token });
        notifySuccess(TOKEN_TEXTS.createdToast, createdToastText(row.name));
      },
      onError: (error) => {
        const errors = fieldErrorsOf(error);
        form.setErrors(errors);
        focusFirstError(form, errors);
        notifyError(TOKEN_TEXTS.createFailed, errorMessageOf(error));
      },
    }),
  );

  const submit = form.onSubmit(
    (values) => create.mutate({ name: values.name.trim() }),
    (errors) => focusFirstError(form, errors),
  );

  return (
    <>
      <form onSubmit={submit} noValidate aria-label={TOKEN_TEXTS.formLabel}>
        <Stack gap="md" maw={560}>
          <TextInput
            label={TOKEN_TEXTS.nameLabel}
            description={TOKEN_TEXTS.nameDescription}
            required
            maxLength={100}
            autoComplete="off"
            key={form.key("name")}
            {...form.getInputProps("name")}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={create.isPending}>
              {TOKEN_TEXTS.create}
            </Button>
          </Group>
        </Stack>
      </form>
      <TokenCreatedModal created={created} onClose={() => setCreated(null)} />
    </>
  );
}

function TokenList() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const query = useQuery(trpc.admin.tokens.list.queryOptions());
  const [target, setTarget] = useState<RevokeTarget | null>(null);
  const revoke = useMutation(
    trpc.admin.tokens.revoke.mutationOptions({
      onSuccess: (row) => {
        queryClient.setQueryData(trpc.admin.tokens.list.queryKey(), (rows) =>
          rows?.map((r) => (r.id === row.id ? row : r)),
        );
        setTarget(null);
        notifySuccess(TOKEN_TEXTS.revokedToast, revokedToastText(row.name));
      },
      onError: (error) => notifyError(TOKEN_TEXTS.revokeFailed, errorMessageOf(error)),
      // Also after a failure: the token may have been revoked or removed elsewhere.
      onSettled: () => queryClient.invalidateQueries(trpc.admin.tokens.list.queryFilter()),
    }),
  );

  if (query.isPending) return <LoadingState label={TOKEN_TEXTS.loading} />;
  if (query.isError)
    return (
      <LoadError title={TOKEN_TEXTS.loadError} error={query.error} onRetry={() => void query.refetch()} />
    );
  if (query.data.length === 0)
    return (
      <Text c="dimmed" ta="center" py="lg">
        {TOKEN_TEXTS.empty}
      </Text>
    );

  return (
    <>
      <Table.ScrollContainer minWidth={640} type="scrollarea">
        <Table className="pinned-table" verticalSpacing="sm" aria-label={TOKEN_TEXTS.tableLabel}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Name</Table.Th>
              <Table.Th scope="col">Created</Table.Th>
              <Table.Th scope="col">Last used</Table.Th>
              <Table.Th scope="col">Status</Table.Th>
              <Table.Th scope="col">Actions</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {query.data.map((token) => (
              <TokenRow
                key={token.id}
                token={token}
                busy={revoke.isPending && revoke.variables.id === token.id}
                onRevoke={() => setTarget({ id: token.id, name: token.name })}
              />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <RevokeTokenModal
        token={target}
        pending={revoke.isPending}
        onConfirm={(token) => revoke.mutate({ id: token.id })}
        onClose={() => setTarget(null)}
      />
    </>
  );
}

function TokenRow({ token, busy, onRevoke }: { token: ApiToken; busy: boolean; onRevoke: () => void }) {
  const when = useWhen();
  return (
    <Table.Tr>
      <Table.Td>
        <Text size="sm" fw={600} style={{ wordBreak: "break-word" }}>
          {token.name}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{when(token.createdAt)}</Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm" c={token.lastUsedAt ? undefined : "dimmed"}>
          {token.lastUsedAt ? when(token.lastUsedAt) : TOKEN_TEXTS.never}
        </Text>
      </Table.Td>
      <Table.Td>
        {token.revokedAt ? (
          <>
            <Badge color="gray" variant="dot">
              {TOKEN_TEXTS.revoked}
            </Badge>
            <Text size="xs" c="dimmed">
              {when(token.revokedAt)}
            </Text>
          </>
        ) : (
          <Badge color="green" variant="dot">
            {TOKEN_TEXTS.active}
          </Badge>
        )}
      </Table.Td>
      <Table.Td>
        {token.revokedAt ? null : (
          <Button
            size="xs"
            variant="default"
            onClick={onRevoke}
            loading={busy}
            aria-label={revokeLabel(token.name)}
          >
            {TOKEN_TEXTS.revoke}
          </Button>
        )}
      </Table.Td>
    </Table.Tr>
  );
}
