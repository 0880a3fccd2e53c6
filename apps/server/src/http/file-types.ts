import { createReadStream } from "node:fs";
import { open } from "node:fs/promises";
import path from "node:path";
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

const startsWith = (head: Buffer, bytes: readonly number[], offset = 0) =>
  head.length >= offset + bytes.length && bytes.every((byte, i) => head[offset + i] === byte);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** ISO base media brands of MP4 video; QuickTime, HEIF/AVIF images and audio-only M4A are not among them. */
const MP4_BRANDS = new Set([
  "isom",
  "iso2",
  "iso3",
  "iso4",
  "iso5",
  "iso6",
  "mp41",
  "mp42",
  "avc1",
  "M4V ",
  "M4VH",
  "M4VP",
  "dash",
  "mmp4",
  "MSNV",
]);

/** Recognises the binary kinds from a file's first bytes; null when none matches. */
export function binaryKindOf(
  head: Buffer,
): Exclude<FileKind, "text" | "docx" | "xlsx" | "pptx"> | "zip" | null {
  if (startsWith(head, ascii("%PDF-"))) return "pdf";
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (startsWith(head, [0xff, 0xd8, 0xff])) return "jpeg";
  if (startsWith(head, ascii("GIF87a")) || startsWith(head, ascii("GIF89a"))) return "gif";
  if (startsWith(head, ascii("RIFF")) && startsWith(head, ascii("WEBP"), 8)) return "webp";
  if (startsWith(head, ascii("ftyp"), 4) && head.length >= 12) {
    return MP4_BRANDS.has(head.subarray(8, 12).toString("latin1")) ? "mp4" : null;
  }
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04])) return "zip";
  return null;
}

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_ENTRY_SIGNATURE = 0x02014b50;
const EOCD_MIN = 22;
const ZIP_COMMENT_MAX = 0xffff;

/** The entry names of a ZIP archive's central directory; null when it cannot be read. */
export async function zipEntryNames(
  tail: Buffer,
  tailOffset: number,
  readAt: (offset: number, length: number) => Promise<Buffer>,
): Promise<string[] | null> {
  for (let i = tail.length - EOCD_MIN; i >= 0; i--) {
    if (tail.readUInt32LE(i) !== EOCD_SIGNATURE) continue;
    const entries = tail.readUInt16LE(i + 10);
    const size = tail.readUInt32LE(i + 12);
    const offset = tail.readUInt32LE(i + 16);
    // ZIP64 markers: office files of the size we accept never need them.
    if (entries === 0xffff || size === 0xffffffff || offset === 0xffffffff) return null;
    if (offset + size > tailOffset + i) return null;
    const directory = await readAt(offset, size);
    const names: string[] = [];
    let at = 0;
    for (let n = 0; n < entries; n++) {
      if (at + 46 > directory.length || directory.readUInt32LE(at) !== CENTRAL_ENTRY_SIGNATURE) return null;
      const nameLength = directory.readUInt16LE(at + 28);
      const extraLength = directory.readUInt16LE(at + 30);
      const commentLength = directory.readUInt16LE(at + 32);
      if (at + 46 + nameLength > directory.length) return null;
      names.push(directory.subarray(at + 46, at + 46 + nameLength).toString("utf8"));
      at += 46 + nameLength + extraLength + commentLength;
    }
    return names;
  }
  return null;
}

/** Office Open XML by its parts; macro-enabled documents (a VBA project inside) are refused. */
export function officeKindOf(names: readonly string[]): "docx" | "xlsx" | "pptx" | null {
  const set = new Set(names);
  if (!set.has("[Content_Types].xml")) return null;
  if (names.some((name) => name.toLowerCase().endsWith("vbaproject.bin"))) return null;
  if (set.has("word/document.xml")) return "docx";
  if (set.has("xl/workbook.xml")) return "xlsx";
  if (set.has("ppt/presentation.xml")) return "pptx";
  return null;
}

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
  const handle = await open(filePath, "r");
  try {
    const { size } = await handle.stat();
    const readAt = async (offset: number, length: number) => {
      const buffer = Buffer.alloc(length);
      const { bytesRead } = await handle.read(buffer, 0, length, offset);
      return buffer.subarray(0, bytesRead);
    };
    const head = await readAt(0, Math.min(size, 64));
    const binary = binaryKindOf(head);
    if (binary === "zip") {
      const tailLength = Math.min(size, EOCD_MIN + ZIP_COMMENT_MAX);
      const tailOffset = size - tailLength;
      const names = await zipEntryNames(await readAt(tailOffset, tailLength), tailOffset, readAt);
      return names ? officeKindOf(names) : null;
    }
    if (binary) return binary;
  } finally {
    await handle.close();
  }
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

/** `inline` or `attachment` with an ASCII name for old clients and the exact name per RFC 6266 / 5987. */
export function contentDisposition(disposition: Disposition, fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]/g, "_").replace(/["\\%]/g, "_");
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${disposition}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
