import "@mantine/core/styles/Alert.css";
import "@mantine/core/styles/InlineInput.css";
import "@mantine/core/styles/Card.css";
import "@mantine/core/styles/SimpleGrid.css";
import "@mantine/core/styles/Skeleton.css";
import "@mantine/core/styles/Switch.css";
import { Alert, Button, Card, Group, SimpleGrid, Skeleton, Stack, Switch, Text, Title } from "@mantine/core";
import { IconChartLine, IconPlus, IconSchool, IconUpload } from "@tabler/icons-react";
import {
  BANDED_FIGURES,
  DERIVED_LABELS,
  SCORECARD_MESSAGES,
  bandedHistory,
  formatFigureValue,
  monthLabel,
  nextCourseSentence,
} from "@scalemsp/validators";
import { lazy, useState } from "react";
import { DeferredDialogs } from "../../../components/deferred-dialogs";
import { AnchorLink, ButtonLink } from "../../../components/router-links";
import { FigureCard } from "../../../components/scorecard/figure-card";
import { RevenueTrend } from "../../../components/scorecard/revenue-trend";
import { notifyError } from "../../../lib/notify";
import { errorMessageOf } from "../../../lib/trpc-errors";
import { useScorecard, useScorecardActions } from "../hooks/use-scorecard";
import type { Scorecard } from "../types";

// Dialogs load after the first render: the first screen does not wait for their forms.
const ImportModal = lazy(() => import("./import-modal").then((m) => ({ default: m.ImportModal })));
const MonthEntryModal = lazy(() =>
  import("./month-entry-modal").then((m) => ({ default: m.MonthEntryModal })),
);

const GROWTH_FIGURES = ["revenueGrowthMoMPct", "revenueChange90dPct", "revenueGrowth12mPct"] as const;

function Frame({ children, actions }: { children: React.ReactNode; actions?: React.ReactNode }) {
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="scorecard-title">
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
          <Title order={2} size="h4" id="scorecard-title">
            Your MSP Scorecard
          </Title>
          {actions}
        </Group>
        {children}
      </Stack>
    </Card>
  );
}

/** The Overview's figures: each banded figure against healthy MSPs, the trend, what to study next. */
export function ScorecardOverview() {
  const { query: scorecard, refused, isPending } = useScorecard();
  const [entering, setEntering] = useState(false);
  const [importing, setImporting] = useState(false);

  if (isPending)
    return (
      <Frame>
        <Stack gap="sm" aria-busy="true" aria-label="Loading your scorecard">
          <SimpleGrid cols={{ base: 1, xs: 2, lg: 3 }}>
            {[0, 1, 2].map((key) => (
              <Skeleton key={key} height={120} />
            ))}
          </SimpleGrid>
        </Stack>
      </Frame>
    );

  // Not shared with the team, or no business of one's own (the coach).
  if (refused !== null)
    return (
      <Frame>
        {refused === SCORECARD_MESSAGES.noBusiness ? (
          // The coach has no business of their own: every client's scorecard is in the admin.
          <Text c="dimmed">
            Every client&apos;s scorecard is in the admin&apos;s{" "}
            <AnchorLink to="/admin" search={{ tab: "scorecards" }}>
              Scorecards tab
            </AnchorLink>
            .
          </Text>
        ) : (
          <Text c="dimmed">{refused}.</Text>
        )}
      </Frame>
    );

  if (scorecard.data === undefined)
    return (
      <Frame>
        <Stack gap="xs" align="flex-start" role="alert">
          <Text size="sm" c="red.9">
            Your scorecard could not be loaded.
          </Text>
          <Button size="xs" variant="default" onClick={() => void scorecard.refetch()}>
            Retry
          </Button>
        </Stack>
      </Frame>
    );

  const card = scorecard.data;
  const ownerActions = card.canEdit ? (
    <Group gap="xs">
      <Button
        size="xs"
        variant="default"
        leftSection={<IconUpload size={16} aria-hidden />}
        onClick={() => setImporting(true)}
      >
        Import CSV
      </Button>
      <Button size="xs" leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEntering(true)}>
        Add month
      </Button>
    </Group>
  ) : null;

  return (
    <Frame actions={card.entries.length > 0 ? ownerActions : null}>
      {card.entries.length === 0 ? (
        <EmptyScorecard
          canEdit={card.canEdit}
          onEnter={() => setEntering(true)}
          onImport={() => setImporting(true)}
        />
      ) : (
        <ScorecardFigures card={card} />
      )}
      {card.canEdit ? <ShareSwitch shared={card.shared} /> : null}
      <DeferredDialogs>
        <MonthEntryModal opened={entering} onClose={() => setEntering(false)} entries={card.entries} />
        <ImportModal opened={importing} onClose={() => setImporting(false)} />
      </DeferredDialogs>
    </Frame>
  );
}

function EmptyScorecard({
  canEdit,
  onEnter,
  onImport,
}: {
  canEdit: boolean;
  onEnter: () => void;
  onImport: () => void;
}) {
  return (
    <Stack gap="sm" align="center" ta="center" py="md">
      <IconChartLine size={40} aria-hidden color="var(--mantine-color-indigo-5)" />
      <Text fw={600} size="lg">
        Where does your business stand?
      </Text>
      {canEdit ? (
        <>
          <Text c="dimmed" maw={520}>
            Enter last month&apos;s figures (revenue, margins, endpoints, team) and see each one against
            healthy MSPs, with the course that moves your weakest number.
          </Text>
          <Group gap="sm" justify="center">
            <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={onEnter}>
              Add your first month
            </Button>
            <Button variant="default" leftSection={<IconUpload size={18} aria-hidden />} onClick={onImport}>
              Import from a spreadsheet
            </Button>
          </Group>
        </>
      ) : (
        <Text c="dimmed" maw={520}>
          Your business owner has not recorded any figures yet.
        </Text>
      )}
    </Stack>
  );
}

function ScorecardFigures({ card }: { card: Scorecard }) {
  const history = bandedHistory(card.entries);
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {monthLabel(card.latestMonth!)},{" "}
        {card.entries.length === 1 ? "your first month" : `${card.entries.length} months recorded`}
      </Text>
      {card.nextCourse ? (
        <Alert
          color="advice"
          variant="light"
          // Orange.9 on orange.1 is 3.6:1: the title takes the body's text color, as other alerts do.
          styles={{ title: { color: "var(--mantine-color-text)" } }}
          icon={<IconSchool size={20} aria-hidden />}
          title="What to study next"
        >
          <Stack gap="xs" align="flex-start">
            <Text size="sm">
              {nextCourseSentence(card.nextCourse.figure, card.nextCourse.band, card.nextCourse.title)}
            </Text>
            <ButtonLink to="/courses" search={{ course: card.nextCourse.moduleId }} size="xs">
              Open {card.nextCourse.title}
            </ButtonLink>
          </Stack>
        </Alert>
      ) : null}
      <SimpleGrid cols={{ base: 1, xs: 2, lg: 3 }} spacing="md">
        {BANDED_FIGURES.map((figure) => (
          <FigureCard
            key={figure}
            figure={figure}
            value={history.at(-1)?.[figure] ?? null}
            band={card.bands[figure]}
            threshold={card.thresholds[figure]}
            trend={history.map((month) => month[figure])}
            peer={card.peers[figure]}
          />
        ))}
      </SimpleGrid>
      <Card withBorder padding="md" radius="md" component="section" aria-label="Revenue trend">
        <Stack gap="sm">
          <Group gap="lg" wrap="wrap">
            {GROWTH_FIGURES.map((figure) => (
              <Stack key={figure} gap={0}>
                <Text size="xs" c="dimmed">
                  {DERIVED_LABELS[figure]}
                </Text>
                <Text fw={700}>{formatFigureValue("growth", card.derived[figure])}</Text>
              </Stack>
            ))}
          </Group>
          {card.entries.length >= 2 ? (
            <RevenueTrend entries={card.entries} />
          ) : (
            <Text size="sm" c="dimmed">
              Add another month to see your revenue trend.
            </Text>
          )}
        </Stack>
      </Card>
    </Stack>
  );
}

function ShareSwitch({ shared }: { shared: boolean }) {
  const { share } = useScorecardActions();
  return (
    <Switch
      checked={shared}
      disabled={share.isPending}
      onChange={(event) =>
        share.mutate(
          { shareScorecardWithTeam: event.currentTarget.checked },
          { onError: (error) => notifyError("Sharing not changed", errorMessageOf(error)) },
        )
      }
      label="Share the scorecard with my team"
      description="Team members can read the figures; only you change them."
    />
  );
}
