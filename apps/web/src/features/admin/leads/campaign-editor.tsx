import "@mantine/core/styles/SimpleGrid.css";
import "@mantine/core/styles/Alert.css";
import { Alert, Button, Group, SimpleGrid, Stack, Text, TextInput, Textarea, Title } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { CAMPAIGN_MESSAGES, CAMPAIGN_STATUS_LABELS } from "@scalemsp/validators";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { useTRPC, useTRPCClient } from "../../../lib/trpc";
import { errorMessageOf, fieldErrorsOf } from "../../../lib/trpc-errors";
import { useWhen } from "../../../session/time-zone";
import type { AdminCampaign } from "../shared/api-types";
import { LoadingState } from "../shared/query-states";
import { LoadError } from "../../../components/load-error";
import { EmailFrame } from "./email-frame";

interface Draft {
  subject: string;
  slug: string;
  body: string;
}

/** One issue: a new or saved draft to write, or one on its way or sent, to read with its counts. */
export function CampaignEditor({ id, onClose }: { id: number | null; onClose: () => void }) {
  const trpc = useTRPC();
  const issue = useQuery({
    ...trpc.admin.campaigns.get.queryOptions({ id: id ?? 0 }),
    enabled: id !== null,
    refetchInterval: (query) => (query.state.data?.status === "sending" ? 2000 : false),
  });
  if (id !== null && issue.isPending) return <LoadingState label="Loading the issue" />;
  if (id !== null && issue.isError) return <LoadError title="Error Loading Issue" error={issue.error} />;
  return <EditorForm saved={issue.data ?? null} onClose={onClose} />;
}

function EditorForm({ saved, onClose }: { saved: AdminCampaign | null; onClose: () => void }) {
  const trpc = useTRPC();
  const trpcClient = useTRPCClient();
  const queryClient = useQueryClient();
  const [written, setCurrent] = useState<AdminCampaign | null>(saved);
  // Once the issue is on its way (a new one sent from this form too), its counts are followed
  // until every copy is out.
  const followed = useQuery({
    ...trpc.admin.campaigns.get.queryOptions({ id: written?.id ?? 0 }),
    enabled: written !== null && written.status !== "draft",
    refetchInterval: (query) => {
      // An answer from before the send may still say draft: the form's own answer wins then.
      const data = query.state.data;
      const status = data && data.status !== "draft" ? data.status : written?.status;
      return status === "sending" || status === "scheduled" ? 2000 : false;
    },
  });
  const current =
    followed.data && followed.data.id === written?.id && followed.data.status !== "draft"
      ? followed.data
      : written;
  const [draft, setDraft] = useState<Draft>({
    subject: saved?.subject ?? "",
    slug: saved?.slug ?? "",
    body: saved?.body ?? "",
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sendAt, setSendAt] = useState("");
  const [confirming, setConfirming] = useState(false);
  const readOnly = current !== null && current.status !== "draft";

  // The live preview: what is typed, in the template every copy is sent with.
  const [previewed] = useDebouncedValue(draft, 400);
  const preview = useQuery({
    queryKey: ["campaign-preview", previewed.subject, previewed.body],
    queryFn: () =>
      trpcClient.admin.campaigns.preview.mutate({ subject: previewed.subject, body: previewed.body }),
    placeholderData: (previous) => previous,
  });

  const refreshList = () =>
    void queryClient.invalidateQueries({ queryKey: trpc.admin.campaigns.list.queryKey() });
  const failed = (title: string) => (error: unknown) => {
    setErrors(fieldErrorsOf(error));
    notifyError(title, errorMessageOf(error));
  };

  /** Creates or updates the draft; answers it as saved. */
  const save = useMutation({
    mutationFn: async (): Promise<AdminCampaign> => {
      const slug = draft.slug.trim() || undefined;
      const next = current
        ? await trpcClient.admin.campaigns.update.mutate({ id: current.id, ...draft, slug })
        : await trpcClient.admin.campaigns.create.mutate({ ...draft, slug });
      setCurrent(next);
      setDraft((d) => ({ ...d, slug: next.slug }));
      setErrors({});
      refreshList();
      return next;
    },
  });
  const test = useMutation(trpc.admin.campaigns.test.mutationOptions());
  const send = useMutation(trpc.admin.campaigns.send.mutationOptions());

  const saveDraft = () =>
    save.mutate(undefined, {
      onSuccess: () => notifySuccess("Saved", CAMPAIGN_MESSAGES.saved),
      onError: failed("Could not save the issue"),
    });
  const sendTest = async () => {
    try {
      const issue = await save.mutateAsync();
      await test.mutateAsync({ id: issue.id });
      notifySuccess("Test sent", CAMPAIGN_MESSAGES.testSent);
    } catch (error) {
      failed("Could not send the test")(error);
    }
  };
  const sendOut = async (scheduledAt: string | undefined) => {
    try {
      const issue = await save.mutateAsync();
      const next = await send.mutateAsync({ id: issue.id, scheduledAt });
      setCurrent(next);
      setConfirming(false);
      refreshList();
      void queryClient.invalidateQueries(trpc.admin.campaigns.get.queryFilter({ id: issue.id }));
      notifySuccess(
        scheduledAt ? "Scheduled" : "Sending",
        scheduledAt ? CAMPAIGN_MESSAGES.scheduled : CAMPAIGN_MESSAGES.sendStarted,
      );
    } catch (error) {
      failed("Could not send the issue")(error);
    }
  };
  const busy = save.isPending || test.isPending || send.isPending;

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={3} fz="h4">
          {current ? current.subject : "New issue"}
          {current ? (
            <Text span size="sm" c="dimmed" ml="sm">
              {CAMPAIGN_STATUS_LABELS[current.status]}
            </Text>
          ) : null}
        </Title>
        <Button variant="default" onClick={onClose}>
          Back to issues
        </Button>
      </Group>
      {current && readOnly ? <Progress issue={current} /> : null}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Stack gap="sm">
          <TextInput
            label="Subject"
            required
            value={draft.subject}
            readOnly={readOnly}
            error={errors.subject}
            onChange={(e) => setDraft({ ...draft, subject: e.currentTarget.value })}
          />
          <TextInput
            label="Address in the archive"
            description="/newsletter/… — left empty, it follows the subject"
            value={draft.slug}
            readOnly={readOnly}
            error={errors.slug}
            onChange={(e) => setDraft({ ...draft, slug: e.currentTarget.value })}
          />
          <Textarea
            label="Body (Markdown)"
            description="Headings (##), **bold**, *italic*, lists, > quotes and [links](https://…). No images."
            required
            autosize
            minRows={12}
            maxRows={30}
            value={draft.body}
            readOnly={readOnly}
            error={errors.body}
            onChange={(e) => setDraft({ ...draft, body: e.currentTarget.value })}
            styles={{ input: { fontFamily: "var(--mantine-font-family-monospace)" } }}
          />
          {readOnly ? null : (
            <Stack gap="sm">
              <Group gap="xs">
                <Button variant="default" onClick={saveDraft} loading={save.isPending && !test.isPending}>
                  Save draft
                </Button>
                <Button variant="default" onClick={() => void sendTest()} loading={test.isPending}>
                  Send test to me
                </Button>
                <Button onClick={() => setConfirming(true)} disabled={busy}>
                  Send now
                </Button>
              </Group>
              {confirming ? (
                <Alert color="orange" title="Send to every active subscriber?">
                  <Text size="sm" mb="sm">
                    Each active subscriber gets one copy. A sent issue can no longer be changed.
                  </Text>
                  <Group gap="xs">
                    <Button color="orange" onClick={() => void sendOut(undefined)} loading={send.isPending}>
                      Send to all subscribers
                    </Button>
                    <Button variant="default" onClick={() => setConfirming(false)}>
                      Cancel
                    </Button>
                  </Group>
                </Alert>
              ) : null}
              <Group gap="xs" align="flex-end">
                <TextInput
                  label="Or send at"
                  type="datetime-local"
                  value={sendAt}
                  error={errors.scheduledAt}
                  onChange={(e) => setSendAt(e.currentTarget.value)}
                />
                <Button
                  variant="default"
                  disabled={!sendAt || busy}
                  onClick={() => void sendOut(new Date(sendAt).toISOString())}
                >
                  Schedule
                </Button>
              </Group>
            </Stack>
          )}
        </Stack>
        <Stack gap="xs">
          <Text fw={600} size="sm">
            Preview
          </Text>
          {preview.data ? (
            <EmailFrame title="Preview of the issue" html={preview.data.html} text={preview.data.text} />
          ) : (
            <LoadingState label="Rendering the preview" />
          )}
        </Stack>
      </SimpleGrid>
    </Stack>
  );
}

function Progress({ issue }: { issue: AdminCampaign }) {
  const when = useWhen();
  const at = issue.sentAt ?? issue.scheduledAt;
  return (
    <Group gap="xl" aria-label="Progress">
      <Text size="sm">
        <strong>Recipients:</strong> {issue.counts.recipients}
      </Text>
      <Text size="sm">
        <strong>Sent:</strong> {issue.counts.sent}
      </Text>
      <Text size="sm">
        <strong>Failed:</strong> {issue.counts.failed}
      </Text>
      {at ? (
        <Text size="sm" c="dimmed">
          {issue.sentAt ? "Sent" : "Goes out"} {when(at)}
        </Text>
      ) : null}
    </Group>
  );
}
