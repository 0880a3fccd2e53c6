import "@mantine/core/styles/Avatar.css";
import { Alert, Avatar, Button, Group, Select, Stack, Text, TextInput, Textarea } from "@mantine/core";
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
  if (query.isLoading) return <Text>Loading profile…</Text>;
  if (query.error)
    return (
      <Alert color="red" title="The profile could not be loaded">
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
        notifySuccess("Profile saved", "Members see your profile with their sessions.");
      },
      onError: (error) => notifyError("Update Failed", errorMessageOf(error)),
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
      notifyError(
        "Upload failed",
        error instanceof Error ? error.message : "The photo could not be uploaded.",
      );
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
            Upload a photo
            <input
              type="file"
              accept="image/*"
              hidden
              onChange={(e) => void upload(e.currentTarget.files?.[0])}
            />
          </Button>
          {profile.photoUrl ? (
            <Button variant="subtle" size="xs" color="red" onClick={() => set("photoUrl")(null)}>
              Remove photo
            </Button>
          ) : null}
        </Stack>
      </Group>
      <TextInput
        label="Display name"
        required
        value={profile.displayName}
        onChange={(e) => set("displayName")(e.currentTarget.value)}
        error={errors.displayName}
      />
      <Textarea
        label="Short bio"
        autosize
        minRows={3}
        maxLength={2000}
        value={profile.bio}
        onChange={(e) => set("bio")(e.currentTarget.value)}
        error={errors.bio}
      />
      <TextInput
        label="Meeting link"
        description="Your video call address. Members see it from 24 hours before each session, and reminders carry it."
        placeholder="https://"
        value={profile.meetingUrl ?? ""}
        onChange={(e) => set("meetingUrl")(e.currentTarget.value)}
        error={errors.meetingUrl}
      />
      <Select
        label="Time zone"
        searchable
        data={zones}
        value={profile.timeZone}
        onChange={(v) => v && set("timeZone")(v)}
        error={errors.timeZone}
      />
      <Group>
        <Button loading={save.isPending} onClick={() => save.mutate(profile)}>
          Save profile
        </Button>
      </Group>
    </Stack>
  );
}
