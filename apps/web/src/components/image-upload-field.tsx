import { Button, FileButton, Group, Input, Stack, Text } from "@mantine/core";
import { IMAGE_PURPOSES, type ImagePurpose } from "@scalemsp/validators";
import { IconPhotoUp, IconTrash } from "@tabler/icons-react";
import { useId, useState } from "react";
import { ImageUploadFailure, uploadImage } from "../lib/upload-image";
import { ResponsiveImage } from "./responsive-image";
import classes from "./image-upload-field.module.css";

export interface ImageUploadFieldProps {
  label: string;
  description?: string;
  purpose: ImagePurpose;
  /** The stored image URL, or null when none is set. */
  value: string | null;
  onChange: (value: string | null) => void;
  /** The first-run setup link's token, before any admin exists. */
  setupToken?: string;
  /** Busy elsewhere (the value being saved): the buttons wait. */
  disabled?: boolean;
  error?: string;
}

const ACCEPT = "image/png,image/jpeg,image/webp,image/gif,image/avif";

/** Choose a picture, see it as the site will show it, or remove it. The server crops and resizes it. */
export function ImageUploadField({
  label,
  description,
  purpose,
  value,
  onChange,
  setupToken,
  disabled,
  error,
}: ImageUploadFieldProps) {
  const [uploading, setUploading] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const id = useId();
  const aspect = IMAGE_PURPOSES[purpose].aspect;

  const upload = async (file: File | null) => {
    if (!file) return;
    setUploading(true);
    setFailure(null);
    try {
      onChange((await uploadImage(file, purpose, setupToken)).url);
    } catch (caught) {
      setFailure(caught instanceof ImageUploadFailure ? caught.message : String(caught));
    } finally {
      setUploading(false);
    }
  };

  return (
    <Input.Wrapper
      label={label}
      description={description}
      error={failure ?? error}
      id={id}
      data-image-field={purpose}
    >
      <Group gap="md" mt={6} align="center" wrap="nowrap">
        <div
          className={classes.preview}
          style={{ aspectRatio: aspect ? String(aspect) : "3 / 2" }}
          data-empty={value ? undefined : ""}
        >
          {value ? (
            <ResponsiveImage src={value} alt={`${label} preview`} sizes="170px" width={170} height={96} />
          ) : (
            <Text size="xs" c="dimmed">
              None
            </Text>
          )}
        </div>
        <Stack gap={6}>
          <FileButton onChange={(file) => void upload(file)} accept={ACCEPT} disabled={disabled || uploading}>
            {(props) => (
              <Button
                {...props}
                // FileButton disables only its hidden input: the button must say so too.
                disabled={disabled}
                id={id}
                variant="default"
                size="xs"
                loading={uploading}
                leftSection={<IconPhotoUp size={14} aria-hidden />}
                aria-label={`${value ? "Replace" : "Upload"} ${label.toLowerCase()}`}
              >
                {value ? "Replace" : "Upload"}
              </Button>
            )}
          </FileButton>
          {value && (
            <Button
              variant="subtle"
              color="red"
              size="xs"
              disabled={disabled || uploading}
              leftSection={<IconTrash size={14} aria-hidden />}
              onClick={() => onChange(null)}
              aria-label={`Remove ${label.toLowerCase()}`}
            >
              Remove
            </Button>
          )}
        </Stack>
      </Group>
    </Input.Wrapper>
  );
}
