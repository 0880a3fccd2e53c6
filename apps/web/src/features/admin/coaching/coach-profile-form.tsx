import "@mantine/core/styles/Avatar.css";
import "@mantine/core/styles/Alert.css";
import "@mantine/core/styles/Overlay.css";
import "@mantine/core/styles/Popover.css";
import "@mantine/core/styles/ScrollArea.css";
import "@mantine/core/styles/Combobox.css";
import { Alert, Avatar, Button, Group, Select, Stack, Text, TextInput, Textarea } from "@mantine/core";
import { ADMIN_MESSAGES, COACHING_ADMIN_TEXTS as T } from "@scalemsp/validators";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { errorMessageOf, fieldErrorsOf } from "../../../lib/trpc-errors";
import { useTRPC } from "../../../lib/trpc";
import { uploadFile } from "../shared/upload";
import type { CoachProfile } from "./types";

/** Contract §13 'coach profile': name, bio, photo (an upload), meeting link and zone. */
export function CoachProfileForm() {
  const trpc = useTRPC();
  const query = useQuery(trpc.admin.coaching.coachProfile.queryOptions());
  if (query.isLoading) return <Text>{T.loadingProfile}</Text>;
  if (query.error)
    return (
      <Alert color="red" title={T.profileLoadFailed}>
        {errorMessageOf(query.error)}
      </Alert>
    );
  return <ProfileForm key={JSON.stringify(query.data)} initial={query.data!} />;
}

function ProfileForm({ initial }: { initial: CoachProfile }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [profile, setProfile] = useState(initial);
  const [uploading, setUploading] = useState(false);
  const zones = useMemo(
    () => (typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : []),
    [],
  );
  const save = useMutation(
    trpc.admin.coaching.saveCoachProfile.mutationOptions({
      onSuccess: (data) => {
        queryClient.setQueryData(trpc.admin.coaching.coachProfile.queryKey(), data);
        notifySuccess(T.profileSaved, T.profileSavedText);
      },
      onError: (error) => notifyError(ADMIN_MESSAGES.updateFailed, errorMessageOf(error)),
    }),
  );
  const errors = fieldErrorsOf(save.error);
  const set = (field: keyof CoachProfile) => (value: string | null) =>
    setProfile((p) => ({ ...p, [field]: value }));

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    try {
      const uploaded = await uploadFile(file, () => undefined);
      set("photoUrl")(uploaded.fileUrl);
    } catch (error) {
      notifyError(T.uploadFailed, error instanceof Error ? error.message : T.uploadFailedText);
    } finally {
      setUploading(false);
    }
  };

  return (
    <Stack gap="md" maw={560}>
      <Group gap="md">
        <Avatar src={profile.photoUrl} size={72} radius="xl" alt="">
          {profile.displayName.slice(0, 1)}
        </Avatar>
        <Stack gap={4}>
          <Button component="label" variant="light" size="xs" loading={uploading}>
            {T.uploadPhoto}
            <input
              type="file"
              accept="image/*"
              hidden
              onChange={(e) => void upload(e.currentTarget.files?.[0])}
            />
          </Button>
          {profile.photoUrl ? (
            <Button variant="subtle" size="xs" color="red" onClick={() => set("photoUrl")(null)}>
              {T.removePhoto}
            </Button>
          ) : null}
        </Stack>
      </Group>
      <TextInput
        label={T.displayName}
        required
        value={profile.displayName}
        onChange={(e) => set("displayName")(e.currentTarget.value)}
        error={errors.displayName}
      />
      <Textarea
        label={T.shortBio}
        autosize
        minRows={3}
        maxLength={2000}
        value={profile.bio}
        onChange={(e) => set("bio")(e.currentTarget.value)}
        error={errors.bio}
      />
      <TextInput
        label={T.meetingLink}
        description={T.meetingLinkHint}
        placeholder="https://"
        value={profile.meetingUrl ?? ""}
        onChange={(e) => set("meetingUrl")(e.currentTarget.value)}
        error={errors.meetingUrl}
      />
      <Select
        label={T.timeZone}
        searchable
        data={zones}
        value={profile.timeZone}
        onChange={(v) => v && set("timeZone")(v)}
        error={errors.timeZone}
      />
      <Group>
        <Button loading={save.isPending} onClick={() => save.mutate(profile)}>
          {T.saveProfile}
        </Button>
      </Group>
    </Stack>
  );
}
