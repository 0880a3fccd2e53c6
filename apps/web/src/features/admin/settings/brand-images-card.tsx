import "@mantine/core/styles/SimpleGrid.css";
import { Button, Group, SimpleGrid, Stack, Text, TextInput, Title } from "@mantine/core";
import {
  BRAND_IMAGE_MESSAGES,
  CLIENT_LOGOS_MAX,
  TESTIMONIAL_PHOTO_SLOTS,
  type AdminBrandImagesUpdateInput,
  type BrandImages,
} from "@scalemsp/validators";
import { IconTrash } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { ImageUploadField } from "../../../components/image-upload-field";
import { ResponsiveImage } from "../../../components/responsive-image";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { useTRPC } from "../../../lib/trpc";
import { errorMessageOf } from "../../../lib/trpc-errors";
import { SettingsCard, SettingsQuery } from "./settings-card";

/** The brand's one-of-a-kind pictures; each field is also its image purpose. */
const SINGLE_IMAGES = [
  { field: "logo", label: "Logo", description: "In the site's header, beside the product name" },
  { field: "hero", label: "Hero image", description: "Beside the home page's headline (cropped 4:3)" },
  { field: "portrait", label: "Coach portrait", description: "On the About section (cropped 4:5)" },
] as const;

/** The brand's pictures: each is saved as soon as it is uploaded or removed. */
export function BrandImagesCard() {
  const trpc = useTRPC();
  const query = useQuery(trpc.admin.settings.images.queryOptions());
  return (
    <SettingsQuery query={query} what="brand images">
      {(images) => <BrandImagesForm images={images} />}
    </SettingsQuery>
  );
}

function BrandImagesForm({ images }: { images: BrandImages }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const update = useMutation(
    trpc.admin.settings.updateImages.mutationOptions({
      onSuccess: (next) => {
        queryClient.setQueryData(trpc.admin.settings.images.queryKey(), next);
        notifySuccess(BRAND_IMAGE_MESSAGES.saved, "The public pages show them from the next page view.");
      },
      onError: (error) => notifyError("Update failed", errorMessageOf(error)),
    }),
  );
  const save = (changes: AdminBrandImagesUpdateInput) => update.mutate(changes);
  const photos = Array.from(
    { length: TESTIMONIAL_PHOTO_SLOTS },
    (_, i) => images.testimonialPhotos[i] ?? null,
  );

  return (
    <SettingsCard
      id="brand-images-title"
      title="Brand Images"
      description="Your logo and pictures on the public pages. Upload a PNG, JPEG, WebP, GIF or AVIF; it is cropped and resized for each screen. Pages without one use a plain layout."
    >
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        {SINGLE_IMAGES.map(({ field, label, description }) => (
          <ImageUploadField
            key={field}
            label={label}
            description={description}
            purpose={field}
            value={images[field]}
            disabled={update.isPending}
            onChange={(value) => save({ [field]: value })}
          />
        ))}
        {photos.map((photo, index) => (
          <ImageUploadField
            key={index}
            label={`Testimonial photo ${index + 1}`}
            description={`The face beside success story ${index + 1} (square)`}
            purpose="avatar"
            value={photo}
            disabled={update.isPending}
            onChange={(value) => save({ testimonialPhotos: photos.map((p, i) => (i === index ? value : p)) })}
          />
        ))}
      </SimpleGrid>
      <ClientLogosEditor
        logos={images.clientLogos}
        disabled={update.isPending}
        onChange={(clientLogos) => save({ clientLogos })}
      />
    </SettingsCard>
  );
}

interface ClientLogosEditorProps {
  logos: BrandImages["clientLogos"];
  disabled: boolean;
  onChange: (logos: BrandImages["clientLogos"]) => void;
}

/** The "Trusted by" strip under the testimonials: each logo with its client's name (its alt text). */
function ClientLogosEditor({ logos, disabled, onChange }: ClientLogosEditorProps) {
  const [name, setName] = useState("");
  const [nameError, setNameError] = useState<string | undefined>();
  const add = (src: string | null) => {
    if (!src) return;
    if (name.trim() === "") return setNameError(BRAND_IMAGE_MESSAGES.clientNameRequired);
    setNameError(undefined);
    setName("");
    onChange([...logos, { src, name: name.trim() }]);
  };
  return (
    <Stack gap="sm">
      <Title order={3} fz="md">
        Client logos
      </Title>
      {logos.length === 0 ? (
        <Text size="sm" c="dimmed">
          No client logos yet: the strip stays hidden.
        </Text>
      ) : (
        <Group gap="md">
          {logos.map((logo, index) => (
            <Group key={logo.src} gap={6} wrap="nowrap">
              <ResponsiveImage src={logo.src} alt={logo.name} sizes="100px" />
              <Button
                variant="subtle"
                color="red"
                size="compact-xs"
                disabled={disabled}
                aria-label={`Remove ${logo.name}'s logo`}
                onClick={() => onChange(logos.filter((_, i) => i !== index))}
              >
                <IconTrash size={14} aria-hidden />
              </Button>
            </Group>
          ))}
        </Group>
      )}
      {logos.length < CLIENT_LOGOS_MAX && (
        // The name first: it is the logo's alt text, so the upload waits for it and says so.
        <Stack gap="sm" maw={360}>
          <TextInput
            label="Client name"
            value={name}
            error={nameError}
            onChange={(event) => setName(event.currentTarget.value)}
          />
          <ImageUploadField
            label="Client logo"
            description={name.trim() === "" ? BRAND_IMAGE_MESSAGES.clientNameFirst : undefined}
            purpose="clientLogo"
            value={null}
            disabled={disabled || name.trim() === ""}
            onChange={add}
          />
        </Stack>
      )}
    </Stack>
  );
}
