import "@mantine/core/styles/SimpleGrid.css";
import "@mantine/core/styles/Badge.css";
import {
  Badge,
  Button,
  Container,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { useMounted } from "@mantine/hooks";
import { IconDownload } from "@tabler/icons-react";
import { GUIDE_TEXTS, RESOURCE_TYPE_LABELS } from "@scalemsp/validators";
import { useQuery } from "@tanstack/react-query";
import { lazy, useEffect, useState } from "react";
import { useNavigate } from "@tanstack/react-router";
import { DeferredDialogs } from "../../../components/deferred-dialogs";
import { ButtonLink } from "../../../components/router-links";
import { useTRPC } from "../../../lib/trpc";
import { useMayBeSignedIn } from "../../../session/session-hint";

// The e-mail gate's dialog and form (Mantine's modal and inputs) load after the page has
// painted, and only while some guide is gated: hydrating them with the list held up the main thread.
const GuideGateModal = lazy(() => import("./guide-gate-modal").then((m) => ({ default: m.GuideGateModal })));

type Guide = {
  id: number;
  title: string;
  description: string;
  type: keyof typeof RESOURCE_TYPE_LABELS;
  categoryName: string | null;
  fileName: string;
  fileUrl: string | null;
};

const downloadLabel = (guide: Guide) => `${GUIDE_TEXTS.download} ${guide.title}`;

/** A gated guide's download: it opens the e-mail gate, so it waits for the page's code. */
function GatedDownload({ guide, onGate }: { guide: Guide; onGate: (guide: Guide) => void }) {
  // The server renders the list (decision 046): a gated download opens its dialog only once
  // the page's code runs, so until then its button stays disabled rather than ignore a click.
  // Only these buttons render again once mounted, not every card.
  const ready = useMounted();
  return (
    <Button
      variant="light"
      leftSection={<IconDownload size={18} aria-hidden />}
      aria-label={downloadLabel(guide)}
      disabled={!ready}
      onClick={() => onGate(guide)}
    >
      {GUIDE_TEXTS.download}
    </Button>
  );
}

function GuideCard({ guide, onGate }: { guide: Guide; onGate: (guide: Guide) => void }) {
  return (
    <Paper withBorder radius="lg" p="xl" component="article" data-testid="guide-card">
      <Stack gap="xs" h="100%">
        <Group gap="xs">
          <Badge variant="light">{RESOURCE_TYPE_LABELS[guide.type]}</Badge>
          {guide.categoryName && (
            <Badge variant="outline" color="gray">
              {guide.categoryName}
            </Badge>
          )}
        </Group>
        <Title order={2} fz="lg">
          {guide.title}
        </Title>
        <Text size="sm" c="dimmed" style={{ flex: 1 }}>
          {guide.description}
        </Text>
        {guide.fileUrl ? (
          <Button
            component="a"
            href={guide.fileUrl}
            download={guide.fileName}
            variant="light"
            leftSection={<IconDownload size={18} aria-hidden />}
            aria-label={downloadLabel(guide)}
          >
            {GUIDE_TEXTS.download}
          </Button>
        ) : (
          <GatedDownload guide={guide} onGate={onGate} />
        )}
      </Stack>
    </Paper>
  );
}

/** What a membership adds to the free guides, with the way to it (contract §13 'public guides'). */
function MembersPanel() {
  return (
    <Paper withBorder radius="lg" p="xl" mt={48} component="section" aria-labelledby="members-title">
      <Title order={2} id="members-title" fz="xl">
        {GUIDE_TEXTS.membersTitle}
      </Title>
      <Text mt="xs" maw={680}>
        {GUIDE_TEXTS.membersText}
      </Text>
      <Group mt="lg" gap="sm">
        <ButtonLink to="/pricing">{GUIDE_TEXTS.membersCta}</ButtonLink>
        <ButtonLink to="/auth" search={{ tab: "register" }} variant="default">
          {GUIDE_TEXTS.registerCta}
        </ButtonLink>
      </Group>
    </Paper>
  );
}

/** Contract §13 'public guides': the free guides for anyone, gated by e-mail when the coach says so. */
export function GuidesPage() {
  // Contract §13: members find every resource, the free ones too, in their library. The home
  // page's 'View All Resources' is pre-rendered for visitors, so a member is sent on from here.
  const maybeSignedIn = useMayBeSignedIn();
  const navigate = useNavigate();
  useEffect(() => {
    if (maybeSignedIn) void navigate({ to: "/resources", replace: true });
  }, [maybeSignedIn, navigate]);
  const trpc = useTRPC();
  const query = useQuery({ ...trpc.guides.list.queryOptions(), staleTime: 60_000 });
  const [gated, setGated] = useState<Guide | null>(null);
  return (
    <Container size="lg" py={{ base: 48, sm: 72 }}>
      {query.isPending ? (
        <Group justify="center" py="xl">
          <Loader aria-label="Loading guides" />
        </Group>
      ) : query.isError ? (
        <Text role="alert">{GUIDE_TEXTS.loadFailed}</Text>
      ) : query.data.guides.length === 0 ? (
        <Text>{GUIDE_TEXTS.empty}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
          {query.data.guides.map((guide) => (
            <GuideCard key={guide.id} guide={guide} onGate={setGated} />
          ))}
        </SimpleGrid>
      )}
      <MembersPanel />
      {/* While the gate is off every guide is a plain link: the dialog's code is not needed. */}
      {query.data?.guides.some((guide) => guide.fileUrl === null) && (
        <DeferredDialogs>
          <GuideGateModal guide={gated} onClose={() => setGated(null)} />
        </DeferredDialogs>
      )}
    </Container>
  );
}
