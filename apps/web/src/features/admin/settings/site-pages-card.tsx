import "@mantine/core/styles/InlineInput.css";
import "@mantine/core/styles/Switch.css";
import { Anchor, Button, Group, Stack, Switch, Textarea } from "@mantine/core";
import {
  ADMIN_MESSAGES,
  MESSAGES,
  LEGAL_PAGES,
  type AdminBrandUpdateInput,
  type LegalPage,
} from "@scalemsp/validators";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { ReasonedButton } from "../../../components/reasoned-button";
import { notifyError } from "../../../lib/notify";
import { useTRPC } from "../../../lib/trpc";
import { errorMessageOf, fieldErrorsOf } from "../../../lib/trpc-errors";
import { SettingsCard, SettingsQuery } from "./settings-card";
import { useSaveSettings } from "./use-save-settings";

const TEXT_FIELDS = { privacy: "privacyText", terms: "termsText" } as const satisfies Record<
  LegalPage,
  string
>;

/** One legal page's Markdown, saved on its own; 'Use the default text' goes back to the brand's default. */
function LegalTextEditor({ page, stored, fallback }: { page: LegalPage; stored: string; fallback: string }) {
  const save = useSaveSettings();
  const [text, setText] = useState(stored);
  const [error, setError] = useState<string | null>(null);
  const field = TEXT_FIELDS[page];
  const send = (value: string | null) => {
    const change: AdminBrandUpdateInput = { [field]: value };
    save.mutate(change, {
      onSuccess: (next) => {
        setText(next[field]);
        setError(null);
      },
      onError: (failure) => {
        setError(fieldErrorsOf(failure)[field] ?? null);
        notifyError(ADMIN_MESSAGES.updateFailed, errorMessageOf(failure));
      },
    });
  };
  const { path, title } = LEGAL_PAGES[page];
  return (
    <Stack gap="xs">
      <Textarea
        label={title}
        description={
          <>
            Markdown: ## for a heading, - for a list, [text](https://…) for a link. Shown at{" "}
            <Anchor href={path} target="_blank" inherit underline="always">
              {path}
            </Anchor>
            .
          </>
        }
        autosize
        minRows={6}
        maxRows={16}
        value={text}
        error={error}
        onChange={(event) => setText(event.currentTarget.value)}
      />
      <Group justify="flex-end" gap="sm">
        {/* Offered once the page shows a text of the coach's own. */}
        {stored !== fallback && (
          <Button variant="default" onClick={() => send(null)} loading={save.isPending}>
            Use the default text
          </Button>
        )}
        <ReasonedButton
          onClick={() => send(text)}
          unavailable={text === stored ? MESSAGES.nothingToSave : null}
          loading={save.isPending}
        >
          Save {title.toLowerCase()}
        </ReasonedButton>
      </Group>
    </Stack>
  );
}

/** The free guides' e-mail gate and the privacy policy and terms (contract §13). */
export function SitePagesCard() {
  const trpc = useTRPC();
  const query = useQuery(trpc.admin.settings.get.queryOptions());
  const save = useSaveSettings();
  return (
    <SettingsQuery query={query} what="settings">
      {(data) => (
        <SettingsCard
          id="site-pages-title"
          title="Free guides and legal pages"
          maw={720}
          description={
            <>
              How visitors get the free guides on{" "}
              <Anchor href="/guides" target="_blank" inherit underline="always">
                /guides
              </Anchor>
              , and the text of your privacy policy and terms.
            </>
          }
        >
          <Switch
            label="Ask for an email before a free guide downloads"
            description="The address joins your leads (Leads › Guide downloads); the newsletter only when the visitor ticks its box."
            checked={data.guidesEmailGate}
            disabled={save.isPending}
            onChange={(event) =>
              save.mutate(
                { guidesEmailGate: event.currentTarget.checked },
                { onError: (failure) => notifyError(ADMIN_MESSAGES.updateFailed, errorMessageOf(failure)) },
              )
            }
          />
          {(Object.keys(TEXT_FIELDS) as LegalPage[]).map((page) => (
            <LegalTextEditor
              key={`${page}:${data[TEXT_FIELDS[page]]}`}
              page={page}
              stored={data[TEXT_FIELDS[page]]}
              fallback={data.defaults[TEXT_FIELDS[page]]}
            />
          ))}
        </SettingsCard>
      )}
    </SettingsQuery>
  );
}
