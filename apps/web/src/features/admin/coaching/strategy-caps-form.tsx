import "@mantine/core/styles/NumberInput.css";
import { Button, Group, NumberInput } from "@mantine/core";
import { ADMIN_MESSAGES, STRATEGY_HOLD_RULES, STRATEGY_HOLD_TEXTS as T } from "@scalemsp/validators";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { SettingsCard } from "../../../components/settings-card";
import { useTRPC } from "../../../lib/trpc";
import { errorMessageOf } from "../../../lib/trpc-errors";
import { LoadingState } from "../shared/query-states";
import { LoadError } from "../../../components/load-error";

type Caps = { perDay: number; perWeek: number };

/** Contract §14: the caps on free strategy sessions per coach per day and per week, shown and edited. */
export function StrategyCapsForm() {
  const trpc = useTRPC();
  const query = useQuery(trpc.admin.coaching.strategyCaps.queryOptions());
  return (
    <SettingsCard id="strategy-caps" title={T.capsHeading} description={T.capsIntro}>
      {query.isLoading ? (
        <LoadingState label={T.capsHeading} />
      ) : query.error ? (
        <LoadError title={T.capsHeading} error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <CapsFields key={JSON.stringify(query.data)} initial={query.data!} />
      )}
    </SettingsCard>
  );
}

function CapsFields({ initial }: { initial: Caps }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [caps, setCaps] = useState<Caps>(initial);
  const save = useMutation(
    trpc.admin.coaching.saveStrategyCaps.mutationOptions({
      onSuccess: (data) => {
        queryClient.setQueryData(trpc.admin.coaching.strategyCaps.queryKey(), data);
        notifySuccess(T.capsSaved, `${data.perDay} / ${data.perWeek}`);
      },
      onError: (error) => notifyError(ADMIN_MESSAGES.updateFailed, errorMessageOf(error)),
    }),
  );
  const field = (key: keyof Caps, label: string) => (
    <NumberInput
      label={label}
      min={0}
      max={STRATEGY_HOLD_RULES.maxCap}
      allowDecimal={false}
      value={caps[key]}
      onChange={(value) => setCaps((all) => ({ ...all, [key]: Number(value) || 0 }))}
      w={160}
    />
  );
  return (
    <Group align="flex-end" gap="md" wrap="wrap">
      {field("perDay", T.capPerDay)}
      {field("perWeek", T.capPerWeek)}
      <Button loading={save.isPending} onClick={() => save.mutate(caps)}>
        {T.capsSave}
      </Button>
    </Group>
  );
}
