import { IMAGE_MAX_BYTES, IMAGE_MESSAGES, type ImagePurpose } from "@scalemsp/validators";

export const IMAGE_UPLOAD_URL = "/api/admin/images";

export interface UploadedImage {
  url: string;
  width: number;
  height: number;
}

export class ImageUploadFailure extends Error {}

/**
 * One picture to `POST /api/admin/images?purpose=…` → 201 {url, width, height}. The first-run
 * setup page, before any admin exists, sends its link's token instead of a session.
 */
export async function uploadImage(
  file: File,
  purpose: ImagePurpose,
  setupToken?: string,
): Promise<UploadedImage> {
  if (file.size > IMAGE_MAX_BYTES) throw new ImageUploadFailure(IMAGE_MESSAGES.tooLarge);
  const body = new FormData();
  body.append("file", file, file.name);
  let res: Response;
  try {
    res = await fetch(`${IMAGE_UPLOAD_URL}?purpose=${purpose}`, {
      method: "POST",
      body,
      credentials: "same-origin",
      headers: { accept: "application/json", ...(setupToken ? { "x-setup-token": setupToken } : {}) },
    });
  } catch {
    throw new ImageUploadFailure(
      "The upload did not reach the server. Please check your connection and try again.",
    );
  }
  const text = await res.text();
  let parsed: Partial<UploadedImage & { message: string }> | null = null;
  try {
    parsed = JSON.parse(text) as Partial<UploadedImage & { message: string }>;
  } catch {
    // Not JSON: a proxy's error page, for instance (spec §8: "{status}: {text}").
  }
  if (res.status === 201 && typeof parsed?.url === "string") return parsed as UploadedImage;
  throw new ImageUploadFailure(
    parsed?.message ?? `${res.status}: ${res.statusText || IMAGE_MESSAGES.uploadFailed}`,
  );
}
