import { existsSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { marked } from "marked";
import { adminModuleCreateInput, lessonImportInput, type CourseImportInput } from "@scalemsp/validators";
import type { z } from "zod";

export interface FolderProblem {
  file: string;
  field: string;
  message: string;
}

export type CourseFolder =
  | {
      ok: true;
      course: z.output<typeof adminModuleCreateInput>;
      lessons: z.output<typeof lessonImportInput>[];
    }
  | { ok: false; problems: FolderProblem[] };

/** `key: value` front matter between `---` lines; values are strings, numbers or booleans. */
export function parseMarkdown(text: string): { data: Record<string, unknown>; body: string } {
  const match = text.match(/^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/);
  if (!match) return { data: {}, body: text };
  const data: Record<string, unknown> = {};
  for (const line of match[1]!.split(/\r?\n/)) {
    const pair = line.match(/^\s*([A-Za-z][\w]*)\s*:\s*(.*?)\s*$/);
    if (!pair) continue;
    const raw = pair[2]!.replace(/^(["'])(.*)\1$/, "$2");
    data[pair[1]!] =
      raw === "true" ? true : raw === "false" ? false : /^-?\d+$/.test(raw) ? Number(raw) : raw;
  }
  return { data, body: match[2]! };
}

type Read = { ok: true; data: Record<string, unknown> } | { ok: false; problem: FolderProblem };

/** A .json file as is; a .md file's front matter, its body as `bodyField` (HTML for lessons). */
function readEntry(folder: string, file: string, bodyField: "description" | "contentText"): Read {
  const text = readFileSync(path.join(folder, file), "utf8");
  if (file.endsWith(".json")) {
    try {
      const data: unknown = JSON.parse(text);
      if (typeof data !== "object" || data === null || Array.isArray(data)) {
        return { ok: false, problem: { file, field: "-", message: "must hold a JSON object" } };
      }
      return { ok: true, data: data as Record<string, unknown> };
    } catch (error) {
      return {
        ok: false,
        problem: { file, field: "-", message: `is not valid JSON (${(error as Error).message})` },
      };
    }
  }
  const { data, body } = parseMarkdown(text);
  const content = body.trim();
  if (content && data[bodyField] === undefined) {
    data[bodyField] =
      bodyField === "contentText" ? (marked.parse(content, { async: false }) as string).trim() : content;
  }
  return { ok: true, data };
}

const issuesOf = (file: string, error: z.ZodError): FolderProblem[] =>
  error.issues.map((issue) => ({
    file,
    field: issue.path.map(String).join(".") || "-",
    message: issue.message,
  }));

/**
 * Reads `course.json` or `course.md` and `lessons/*.json|md` (in name order; a lesson's
 * sortOrder defaults to its place) and validates them with the same schemas as the server,
 * collecting every problem with its file and field.
 */
export function readCourseFolder(
  folder: string,
  onLesson?: (index: number, total: number, file: string) => void,
): CourseFolder {
  const problems: FolderProblem[] = [];
  const courseFile = ["course.json", "course.md"].find((name) => existsSync(path.join(folder, name)));
  let course: z.output<typeof adminModuleCreateInput> | undefined;
  if (!courseFile) {
    problems.push({ file: "course.json", field: "-", message: "is missing (or course.md)" });
  } else {
    const read = readEntry(folder, courseFile, "description");
    if (!read.ok) problems.push(read.problem);
    else {
      const parsed = adminModuleCreateInput.safeParse(read.data);
      if (parsed.success) course = parsed.data;
      else problems.push(...issuesOf(courseFile, parsed.error));
    }
  }

  const lessonsDir = path.join(folder, "lessons");
  const lessonFiles = existsSync(lessonsDir)
    ? readdirSync(lessonsDir)
        .filter((name) => /\.(json|md)$/.test(name))
        .sort()
    : [];
  if (lessonFiles.length === 0)
    problems.push({ file: "lessons/", field: "-", message: "holds no .json or .md lesson" });
  const lessons: z.output<typeof lessonImportInput>[] = [];
  lessonFiles.forEach((name, index) => {
    const file = `lessons/${name}`;
    onLesson?.(index + 1, lessonFiles.length, file);
    const read = readEntry(folder, file, "contentText");
    if (!read.ok) return problems.push(read.problem);
    const parsed = lessonImportInput.safeParse({ sortOrder: (index + 1) * 10, ...read.data });
    if (parsed.success) lessons.push(parsed.data);
    else problems.push(...issuesOf(file, parsed.error));
  });

  if (problems.length > 0 || !course) return { ok: false, problems };
  return { ok: true, course, lessons };
}

export type { CourseImportInput };
