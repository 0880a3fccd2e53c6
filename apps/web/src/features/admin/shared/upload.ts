import { UPLOAD_MAX_BYTES, UPLOAD_MESSAGES } from "@scalemsp/validators";
import { nonJsonFailureText } from "../../../lib/api-fetch";

export const UPLOAD_URL = "/api/admin/uploads";

export interface UploadedFile {
  fileUrl: string;
  fileName: string;
}

export class UploadFailure extends Error {}

const CONNECTION_LOST = "The upload did not reach the server. Please check your connection and try again.";

function messageOf(xhr: XMLHttpRequest): string {
  try {
    const body = JSON.parse(xhr.responseText) as { message?: unknown };
    if (typeof body.message === "string" && body.message) return body.message;
  } catch {
    // Not JSON: a proxy's error page, for instance.
  }
  if (xhr.status === 413) return UPLOAD_MESSAGES.tooLarge;
  return nonJsonFailureText(xhr.status, xhr.statusText || "Upload failed", xhr.responseText);
}

/**
 * Contract §8: one file as multipart/form-data to `POST /api/admin/uploads` → 201 {fileUrl, fileName}.
 * XMLHttpRequest rather than fetch, because only it reports upload progress; a large file
 * is refused before it is sent.
 */
export function uploadFile(
  file: File,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<UploadedFile> {
  if (file.size > UPLOAD_MAX_BYTES) return Promise.reject(new UploadFailure(UPLOAD_MESSAGES.tooLarge));
  if (file.size === 0) return Promise.reject(new UploadFailure(UPLOAD_MESSAGES.empty));
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", UPLOAD_URL);
    xhr.withCredentials = true;
    xhr.setRequestHeader("Accept", "application/json");
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status === 201 || xhr.status === 200) {
        try {
          const body = JSON.parse(xhr.responseText) as UploadedFile;
          if (typeof body.fileUrl === "string" && typeof body.fileName === "string") return resolve(body);
        } catch {
          // falls through to the failure below
        }
        return reject(new UploadFailure(UPLOAD_MESSAGES.malformed));
      }
      reject(new UploadFailure(messageOf(xhr)));
    };
    xhr.onerror = () => reject(new UploadFailure(CONNECTION_LOST));
    xhr.onabort = () => reject(new DOMException("Upload cancelled", "AbortError"));
    signal?.addEventListener("abort", () => xhr.abort(), { once: true });
    const body = new FormData();
    body.append("file", file, file.name);
    xhr.send(body);
  });
}
