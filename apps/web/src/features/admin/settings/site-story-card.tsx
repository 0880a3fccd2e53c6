import "@mantine/core/styles/Fieldset.css";
import "@mantine/core/styles/NumberInput.css";
import "@mantine/core/styles/SimpleGrid.css";
import { Button, Fieldset, Group, NumberInput, SimpleGrid, Stack, TextInput, Textarea } from "@mantine/core";
import {
  ADMIN_MESSAGES,
  MESSAGES,
  DEFAULT_SITE_STATS,
  DEFAULT_TESTIMONIALS,
  SITE_STATS_MAX,
  SITE_STATS_MIN,
  TESTIMONIALS_MAX,
  TESTIMONIALS_MIN,
  type SiteStat,
  type SiteStory,
  type Testimonial,
} from "@scalemsp/validators";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { ReasonedButton } from "../../../components/reasoned-button";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { useTRPC } from "../../../lib/trpc";
import { errorMessageOf, fieldErrorsOf } from "../../../lib/trpc-errors";
import { SettingsCard, SettingsQuery } from "./settings-card";

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** What follows saving either list: the pages' story is the answer, and a toast says so. */
function useStorySaved() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return {
    onSuccess: (story: SiteStory) => {
      queryClient.setQueryData(trpc.settings.story.queryKey(), story);
      notifySuccess("Site updated", "The public pages show it now.");
    },
    onError: (failure: unknown) => notifyError(ADMIN_MESSAGES.updateFailed, errorMessageOf(failure)),
  };
}

interface ListActionsProps {
  /** What the list holds, as the buttons name it: "testimonials", "figures". */
  what: string;
  addLabel: string;
  /** Why no more can be added (the list is at its limit), or null. */
  full: string | null;
  onAdd: () => void;
  /** The site shows the coach's own list, not the product's default. */
  custom: boolean;
  onDefault: () => void;
  unchanged: boolean;
  onSave: () => void;
  saving: boolean;
}

/** Under a list: add a row; go back to the default (once there is a list of one's own); save. */
function ListActions({
  what,
  addLabel,
  full,
  onAdd,
  custom,
  onDefault,
  unchanged,
  onSave,
  saving,
}: ListActionsProps) {
  return (
    <Group justify="space-between" gap="sm">
      <Group gap="sm">
        <ReasonedButton variant="default" unavailable={full} onClick={onAdd}>
          {addLabel}
        </ReasonedButton>
      </Group>
      <Group gap="sm">
        {custom && (
          <Button variant="default" loading={saving} onClick={onDefault}>
            Use the default {what}
          </Button>
        )}
        <ReasonedButton
          unavailable={unchanged ? MESSAGES.nothingToSave : null}
          loading={saving}
          onClick={onSave}
        >
          Save {what}
        </ReasonedButton>
      </Group>
    </Group>
  );
}

function TestimonialsEditor({ stored }: { stored: Testimonial[] }) {
  const trpc = useTRPC();
  const [rows, setRows] = useState(stored);
  const save = useMutation(trpc.admin.settings.updateTestimonials.mutationOptions(useStorySaved()));
  const errors = fieldErrorsOf(save.error);
  const set = (index: number, change: Partial<Testimonial>) =>
    setRows((current) => current.map((row, at) => (at === index ? { ...row, ...change } : row)));
  const errorOf = (index: number, field: keyof Testimonial) => errors[`testimonials.${index}.${field}`];
  return (
    <Stack gap="md">
      {rows.map((row, index) => (
        <Fieldset key={index} legend={`Testimonial ${index + 1}`}>
          <Stack gap="sm">
            <Textarea
              label="Quote"
              autosize
              minRows={2}
              value={row.quote}
              error={errorOf(index, "quote")}
              onChange={(event) => set(index, { quote: event.currentTarget.value })}
            />
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
              <TextInput
                label="Name"
                value={row.name}
                error={errorOf(index, "name")}
                onChange={(event) => set(index, { name: event.currentTarget.value })}
              />
              <TextInput
                label="Company"
                value={row.company}
                error={errorOf(index, "company")}
                onChange={(event) => set(index, { company: event.currentTarget.value })}
              />
              <NumberInput
                label="Stars"
                min={1}
                max={5}
                allowDecimal={false}
                value={row.rating}
                error={errorOf(index, "rating")}
                onChange={(value) => set(index, { rating: typeof value === "number" ? value : 0 })}
              />
            </SimpleGrid>
            {/* The site shows at least one: the last cannot be removed, only changed. */}
            {rows.length > TESTIMONIALS_MIN && (
              <Group justify="flex-end">
                <Button
                  variant="subtle"
                  color="red"
                  size="xs"
                  onClick={() => setRows((current) => current.filter((_, at) => at !== index))}
                >
                  Remove testimonial {index + 1}
                </Button>
              </Group>
            )}
          </Stack>
        </Fieldset>
      ))}
      <ListActions
        what="testimonials"
        addLabel="Add a testimonial"
        full={rows.length >= TESTIMONIALS_MAX ? MESSAGES.listFull(TESTIMONIALS_MAX, "testimonials") : null}
        onAdd={() => setRows((current) => [...current, { quote: "", name: "", company: "", rating: 5 }])}
        custom={!same(stored, DEFAULT_TESTIMONIALS)}
        onDefault={() =>
          save.mutate({ testimonials: null }, { onSuccess: (story) => setRows(story.testimonials) })
        }
        unchanged={same(rows, stored)}
        onSave={() =>
          save.mutate({ testimonials: rows }, { onSuccess: (story) => setRows(story.testimonials) })
        }
        saving={save.isPending}
      />
    </Stack>
  );
}

function StatsEditor({ stored }: { stored: SiteStat[] }) {
  const trpc = useTRPC();
  const [rows, setRows] = useState(stored);
  const save = useMutation(trpc.admin.settings.updateStats.mutationOptions(useStorySaved()));
  const errors = fieldErrorsOf(save.error);
  const set = (index: number, change: Partial<SiteStat>) =>
    setRows((current) => current.map((row, at) => (at === index ? { ...row, ...change } : row)));
  return (
    <Stack gap="md">
      {rows.map((row, index) => (
        <Group key={index} align="flex-end" gap="sm" wrap="wrap">
          <TextInput
            label={`Figure ${index + 1}`}
            w={120}
            value={row.value}
            error={errors[`stats.${index}.value`]}
            onChange={(event) => set(index, { value: event.currentTarget.value })}
          />
          <TextInput
            label={`What figure ${index + 1} counts`}
            style={{ flex: "1 1 200px" }}
            value={row.label}
            error={errors[`stats.${index}.label`]}
            onChange={(event) => set(index, { label: event.currentTarget.value })}
          />
          {/* The hero shows at least two: past that a figure can be changed, not removed. */}
          {rows.length > SITE_STATS_MIN && (
            <Button
              variant="subtle"
              color="red"
              size="xs"
              mb={6}
              onClick={() => setRows((current) => current.filter((_, at) => at !== index))}
            >
              Remove figure {index + 1}
            </Button>
          )}
        </Group>
      ))}
      <ListActions
        what="figures"
        addLabel="Add a figure"
        full={rows.length >= SITE_STATS_MAX ? MESSAGES.listFull(SITE_STATS_MAX, "figures") : null}
        onAdd={() => setRows((current) => [...current, { value: "", label: "" }])}
        custom={!same(stored, DEFAULT_SITE_STATS)}
        onDefault={() => save.mutate({ stats: null }, { onSuccess: (story) => setRows(story.stats) })}
        unchanged={same(rows, stored)}
        onSave={() => save.mutate({ stats: rows }, { onSuccess: (story) => setRows(story.stats) })}
        saving={save.isPending}
      />
    </Stack>
  );
}

/** The public site's testimonials and the figures under the home page's hero (decision 078). */
export function SiteStoryCard() {
  const trpc = useTRPC();
  const query = useQuery(trpc.settings.story.queryOptions());
  return (
    <SettingsQuery query={query} what="testimonials and figures">
      {(data) => (
        <SettingsCard
          id="site-story-title"
          title="Testimonials and figures"
          maw={720}
          description="The clients' stories on the home and Testimonials pages, and the figures under the home page's headline. Until you save your own, the product's examples show."
        >
          <StatsEditor key={JSON.stringify(data.stats)} stored={data.stats} />
          <TestimonialsEditor key={JSON.stringify(data.testimonials)} stored={data.testimonials} />
        </SettingsCard>
      )}
    </SettingsQuery>
  );
}
