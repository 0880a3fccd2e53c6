import { createReadStream } from "node:fs";
import path from "node:path";
import { fileTypeFromFile, type FileTypeResult } from "file-type";
import type { UPLOAD_EXTENSIONS } from "@scalemsp/validators";

/**
 * The kinds of file an admin may upload, each recognised by its content (never by the
 * name or the browser's claimed type), with the extensions a file of that kind may carry.
 */
export const FILE_KINDS = {
  pdf: ["pdf"],
  png: ["png"],
  jpeg: ["jpg", "jpeg"],
  gif: ["gif"],
  webp: ["webp"],
  mp4: ["mp4", "m4v"],
  docx: ["docx"],
  xlsx: ["xlsx"],
  pptx: ["pptx"],
  text: ["txt", "csv", "md", "markdown"],
} as const satisfies Record<string, readonly (typeof UPLOAD_EXTENSIONS)[number][]>;

export type FileKind = keyof typeof FILE_KINDS;

/**
 * The types `file-type` reports that we accept, by its extension. Its MP4 family covers
 * ISO base media video; QuickTime, HEIF/AVIF images and M4A audio carry other names. Office
 * files count by their declared main part, so macro-enabled documents (docm, xlsm, pptm...)
 * are never among them.
 */
const ACCEPTED_TYPES: Readonly<Record<string, Exclude<FileKind, "text">>> = {
  pdf: "pdf",
  png: "png",
  jpg: "jpeg",
  gif: "gif",
  webp: "webp",
  mp4: "mp4",
  m4v: "mp4",
  docx: "docx",
  xlsx: "xlsx",
  pptx: "pptx",
};

/** Text formats `file-type` names by their first line; they may still pass as plain text. */
const isTextFormat = (type: FileTypeResult) => type.mime.startsWith("text/") || type.ext === "xml";

/** Plain text, CSV or Markdown: valid UTF-8 throughout, with no NUL byte. */
export async function isUtf8Text(filePath: string): Promise<boolean> {
  const decoder = new TextDecoder("utf-8", { fatal: true });
  try {
    for await (const chunk of createReadStream(filePath) as AsyncIterable<Buffer>) {
      if (chunk.includes(0)) return false;
      decoder.decode(chunk, { stream: true });
    }
    decoder.decode();
    return true;
  } catch (error) {
    if (error instanceof TypeError) return false;
    throw error;
  }
}

/** The kind of a stored file, read from its content; null for anything not accepted. */
export async function detectFileKind(filePath: string): Promise<FileKind | null> {
  const type = await fileTypeFromFile(filePath);
  if (type && Object.hasOwn(ACCEPTED_TYPES, type.ext)) return ACCEPTED_TYPES[type.ext]!;
  if (type && !isTextFormat(type)) return null;
  return (await isUtf8Text(filePath)) ? "text" : null;
}

/** The lower-case extension of a file name, without the dot; "" when it has none. */
export const extensionOf = (fileName: string) => path.extname(fileName).slice(1).toLowerCase();

/** Whether a file of this kind may carry that name (an HTML page named .pdf may not). */
export const nameFitsKind = (fileName: string, kind: FileKind) =>
  (FILE_KINDS[kind] as readonly string[]).includes(extensionOf(fileName));

/**
 * The name as the admin's computer gave it, made safe to store and to send back: no
 * folders, control or direction-changing characters, or characters file systems refuse.
 */
export function sanitizeFileName(raw: string, maxLength = 200): string {
  const base = raw.split(/[\\/]/).pop() ?? "";
  let name = base
    .normalize("NFC")
    .replace(/[\p{Cc}\p{Cf}]/gu, "")
    .replace(/[<>:"|?*]/g, "_")
    .replace(/\s+/g, " ")
    .trim()
    .replace(/^[.\s]+/, "")
    .replace(/[.\s]+$/, "");
  if (name.length > maxLength) {
    const ext = path.extname(name);
    name = name.slice(0, maxLength - ext.length) + ext;
  }
  return name;
}

type UploadExtension = (typeof UPLOAD_EXTENSIONS)[number];
export type Disposition = "inline" | "attachment";

const shown = (contentType: string) => ({ contentType, disposition: "inline" as const });
const saved = (contentType: string) => ({ contentType, disposition: "attachment" as const });

/**
 * How a stored upload is sent, by its extension, which the upload checked against the
 * content. Only kinds a browser shows without running anything are `inline` (lessons play
 * PDFs and videos in a frame); text, CSV, Markdown and office files are downloads, so
 * nothing an upload holds is ever rendered as a page in the site's origin.
 */
const SERVED_AS: Record<UploadExtension, { contentType: string; disposition: Disposition }> = {
  pdf: shown("application/pdf"),
  mp4: shown("video/mp4"),
  m4v: shown("video/mp4"),
  png: shown("image/png"),
  jpg: shown("image/jpeg"),
  jpeg: shown("image/jpeg"),
  gif: shown("image/gif"),
  webp: shown("image/webp"),
  docx: saved("application/vnd.openxmlformats-officedocument.wordprocessingml.document"),
  xlsx: saved("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"),
  pptx: saved("application/vnd.openxmlformats-officedocument.presentationml.presentation"),
  // Checked to be UTF-8 at upload.
  txt: saved("text/plain; charset=utf-8"),
  csv: saved("text/csv; charset=utf-8"),
  md: saved("text/markdown; charset=utf-8"),
  markdown: saved("text/markdown; charset=utf-8"),
};

/** The type and disposition of a stored upload; null for an extension the upload never stores. */
export function servedAs(storedName: string): { contentType: string; disposition: Disposition } | null {
  const extension = extensionOf(storedName);
  return Object.hasOwn(SERVED_AS, extension) ? SERVED_AS[extension as UploadExtension] : null;
}
