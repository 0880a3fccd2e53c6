import "@mantine/core/styles/Card.css";
import "@mantine/core/styles/Input.css";
import "@mantine/core/styles/Overlay.css";
import "@mantine/core/styles/Popover.css";
import "@mantine/core/styles/Combobox.css";
import "@mantine/core/styles/NumberInput.css";
import "@mantine/core/styles/ScrollArea.css";
import "@mantine/core/styles/SimpleGrid.css";
import { Button, Card, Group, NumberInput, Select, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  BANDED_DISPLAY,
  BANDED_LABELS,
  bandDefaultsText,
  thresholdOrderIssue,
  type BandedFigure,
} from "@scalemsp/validators";
import { useState } from "react";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { errorMessageOf } from "../../../lib/trpc-errors";
import { useTRPC } from "../../../lib/trpc";
import { LoadingState } from "../shared/query-states";
import { LoadError } from "../../../components/load-error";

interface Draft {
  healthyFrom: number | string;
  topQuartileFrom: number | string;
  moduleId: string | null;
}

/** The bands' thresholds and the course each banded figure links to (contract §13 'bands'). */
export function BandSettingsCard() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const bands = useQuery(trpc.admin.scorecards.bands.queryOptions());
  const courses = useQuery(trpc.admin.modules.list.queryOptions());
  const [drafts, setDrafts] = useState<Partial<Record<BandedFigure, Draft>>>({});
  const save = useMutation(
    trpc.admin.scorecards.saveBands.mutationOptions({
      onSuccess: async () => {
        setDrafts({});
        notifySuccess("Bands saved", "Every scorecard now uses the new thresholds.");
        await queryClient.invalidateQueries(trpc.admin.scorecards.pathFilter());
      },
      onError: (error) => notifyError("Bands not saved", errorMessageOf(error)),
    }),
  );

  if (bands.isPending) return <LoadingState label="Loading the bands" />;
  if (bands.isError)
    return <LoadError title="Error Loading Bands" error={bands.error} onRetry={() => void bands.refetch()} />;

  const courseOptions = (courses.data ?? []).map((course) => ({
    value: String(course.id),
    label: course.title,
  }));
  const draftOf = (figure: BandedFigure): Draft => {
    const setting = bands.data.find((band) => band.figure === figure)!;
    return (
      drafts[figure] ?? {
        healthyFrom: setting.healthyFrom,
        topQuartileFrom: setting.topQuartileFrom,
        moduleId: setting.course ? String(setting.course.id) : null,
      }
    );
  };
  const edit = (figure: BandedFigure, change: Partial<Draft>) =>
    setDrafts({ ...drafts, [figure]: { ...draftOf(figure), ...change } });

  const changed = Object.keys(drafts) as BandedFigure[];
  const issues = Object.fromEntries(
    changed.map((figure) => {
      const draft = draftOf(figure);
      return [
        figure,
        typeof draft.healthyFrom === "number" && typeof draft.topQuartileFrom === "number"
          ? thresholdOrderIssue(figure, {
              healthyFrom: draft.healthyFrom,
              topQuartileFrom: draft.topQuartileFrom,
            })
          : "Thresholds must be numbers",
      ];
    }),
  ) as Partial<Record<BandedFigure, string | null>>;

  const submit = () => {
    if (Object.values(issues).some(Boolean)) return;
    save.mutate({
      bands: changed.map((figure) => {
        const draft = draftOf(figure);
        return {
          figure,
          healthyFrom: Number(draft.healthyFrom),
          topQuartileFrom: Number(draft.topQuartileFrom),
          moduleId: draft.moduleId === null ? null : Number(draft.moduleId),
        };
      }),
    });
  };

  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="band-settings">
      <Stack gap="md">
        <div>
          <Title order={2} size="h4" id="band-settings">
            Scorecard bands
          </Title>
          <Text size="sm" c="dimmed">
            Where each figure turns healthy and where the top quartile starts, and the course a member is sent
            to when it is their weakest figure.
          </Text>
        </div>
        {bands.data.map((setting) => {
          const draft = draftOf(setting.figure);
          const unit = BANDED_DISPLAY[setting.figure] === "money" ? "$" : "";
          const lower = setting.direction === "lower";
          return (
            <Stack
              key={setting.figure}
              gap={6}
              component="fieldset"
              style={{ border: 0, padding: 0, margin: 0 }}
            >
              <Text component="legend" fw={600} size="sm">
                {BANDED_LABELS[setting.figure]}{" "}
                <Text span size="xs" c="dimmed">
                  ({bandDefaultsText(setting.figure, setting.direction, setting.defaults)})
                </Text>
              </Text>
              <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
                <NumberInput
                  label={lower ? "Healthy at or below" : "Healthy from"}
                  prefix={unit}
                  thousandSeparator=","
                  value={draft.healthyFrom}
                  onChange={(value) => edit(setting.figure, { healthyFrom: value })}
                />
                <NumberInput
                  label={lower ? "Top quartile at or below" : "Top quartile from"}
                  prefix={unit}
                  thousandSeparator=","
                  value={draft.topQuartileFrom}
                  onChange={(value) => edit(setting.figure, { topQuartileFrom: value })}
                  error={issues[setting.figure] ?? undefined}
                />
                <Select
                  label="Course to suggest"
                  placeholder="No course"
                  data={courseOptions}
                  value={draft.moduleId}
                  onChange={(value) => edit(setting.figure, { moduleId: value })}
                  clearable
                  searchable
                />
              </SimpleGrid>
            </Stack>
          );
        })}
        <Group justify="flex-end" gap="sm">
          {changed.length > 0 ? (
            <Button variant="default" onClick={() => setDrafts({})}>
              Discard changes
            </Button>
          ) : null}
          <Button onClick={submit} loading={save.isPending}>
            Save bands
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
