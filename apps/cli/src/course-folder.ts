import { existsSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { marked } from "marked";
import { VFile } from "vfile";
import { matter } from "vfile-matter";
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

/** A Markdown file's YAML front matter and the text after it. */
export function parseMarkdown(text: string): { data: unknown; body: string } {
  const file = new VFile(text);
  matter(file, { strip: true });
  return { data: file.data.matter, body: String(file) };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

type Read = { ok: true; data: Record<string, unknown> } | { ok: false; problem: FolderProblem };

/** A .json file as is; a .md file's front matter, its body as `bodyField` (HTML for lessons). */
function readEntry(folder: string, file: string, bodyField: "description" | "contentText"): Read {
  const text = readFileSync(path.join(folder, file), "utf8");
  if (file.endsWith(".json")) {
    try {
      const data: unknown = JSON.parse(text);
      if (!isRecord(data)) {
        return { ok: false, problem: { file, field: "-", message: "must hold a JSON object" } };
      }
      return { ok: true, data };
    } catch (error) {
      return {
        ok: false,
        problem: { file, field: "-", message: `is not valid JSON (${(error as Error).message})` },
      };
    }
  }
  let parsed: ReturnType<typeof parseMarkdown>;
  try {
    parsed = parseMarkdown(text);
  } catch (error) {
    return {
      ok: false,
      problem: {
        file,
        field: "-",
        message: `has front matter that is not valid YAML (${(error as Error).message})`,
      },
    };
  }
  if (!isRecord(parsed.data)) {
    return {
      ok: false,
      problem: { file, field: "-", message: "must have front matter of key: value lines" },
    };
  }
  const data = { ...parsed.data };
  const content = parsed.body.trim();
  if (content && data[bodyField] === undefined) {
    data[bodyField] = bodyField === "contentText" ? marked.parse(content, { async: false }).trim() : content;
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
