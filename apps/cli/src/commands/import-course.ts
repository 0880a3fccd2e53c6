import path from "node:path";
import { parseArgs } from "node:util";
import { CONNECTION_HELP, connect, connectionOptions } from "../connection";
import { readCourseFolder } from "../course-folder";
import { EXIT, UsageError, type CliIo } from "../io";
import { PROGRAM } from "../program";

export const importHelp = `Usage: ${PROGRAM} import course FOLDER [--dry-run]

Imports a course and its lessons from a folder:
  course.json | course.md    title, description, requiredPlanLevel, sortOrder, isActive
                             (course.md: front matter, its body is the description)
  lessons/*.json | *.md      title, contentType (text, video, pdf, quiz, assessment),
                             contentUrl, duration, sortOrder, description, isActive
                             (*.md: front matter, its Markdown body becomes the lesson's HTML)
Every file is checked with the server's own rules first; if any is wrong, every problem is
listed with its file and field and nothing is imported (exit 3). The server imports the
course in one transaction.
  --dry-run       check the folder only

${CONNECTION_HELP}`;

export async function importCommand(args: string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    options: { ...connectionOptions, "dry-run": { type: "boolean" } },
    allowPositionals: true,
  });
  if (values.help) {
    io.stdout(`${importHelp}\n`);
    return EXIT.ok;
  }
  if (positionals[0] !== "course" || positionals.length !== 2)
    throw new UsageError("Usage: import course FOLDER");
  const folder = path.resolve(io.cwd, positionals[1]!);
  const client = values["dry-run"] ? undefined : connect(values, io);

  const result = readCourseFolder(folder, (index, total, file) =>
    io.stderr(`[${index}/${total}] checking ${file}\n`),
  );
  if (!result.ok) {
    io.stderr(`Nothing was imported. ${result.problems.length} problem(s):\n`);
    for (const p of result.problems) io.stderr(`  ${p.file}: ${p.field}: ${p.message}\n`);
    return EXIT.invalid;
  }
  if (!client) {
    io.stdout(`${result.course.title}: ${result.lessons.length} lesson(s) ready to import\n`);
    return EXIT.ok;
  }
  io.stderr(`Importing "${result.course.title}" with ${result.lessons.length} lesson(s)...\n`);
  const imported = await client.admin.tools.importCourse.mutate({
    module: result.course,
    lessons: result.lessons,
  });
  io.stdout(
    `Imported "${imported.title}" (course ${imported.moduleId}) with ${imported.lessons} lesson(s)\n`,
  );
  return EXIT.ok;
}
