import { TRPCClientError, fieldErrorsOf, statusOf } from "@scalemsp/client";
import { adminCommand } from "./commands/admin";
import { businessesCommand } from "./commands/businesses";
import { exportCommand } from "./commands/export-leads";
import { filesCommand } from "./commands/files";
import { importCommand } from "./commands/import-course";
import { EXIT, UsageError, type CliIo } from "./io";
import { PROGRAM } from "./program";

export const mainHelp = `Usage: ${PROGRAM} <command> [options]

Commands:
  export consultations|newsletter [--out FILE]   leads as CSV
  admin ensure --email EMAIL [--password P]      create or promote an admin
  import course FOLDER [--dry-run]               import a course with its lessons
  businesses list [--json]                       businesses with plan and status
  files move-to-bucket [--data-dir DIR] [--remove]  move uploads from DATA_DIR into the bucket

Run \`${PROGRAM} <command> --help\` for a command's options.
Exit codes: 0 done, 1 the server refused or was unreachable, 2 wrong usage, 3 invalid input.`;

const commands: Record<string, (args: string[], io: CliIo) => Promise<number>> = {
  export: exportCommand,
  admin: adminCommand,
  import: importCommand,
  businesses: businessesCommand,
  files: filesCommand,
};

export async function run(argv: string[], io: CliIo): Promise<number> {
  const [name, ...args] = argv;
  if (!name || name === "--help" || name === "-h" || name === "help") {
    io.stdout(`${mainHelp}\n`);
    return name ? EXIT.ok : EXIT.usage;
  }
  const command = commands[name];
  if (!command) {
    io.stderr(`Unknown command: ${name}\n\n${mainHelp}\n`);
    return EXIT.usage;
  }
  try {
    return await command(args, io);
  } catch (error) {
    if (error instanceof UsageError || (error as { code?: string }).code?.startsWith("ERR_PARSE_ARGS")) {
      io.stderr(`${(error as Error).message}\nRun \`${PROGRAM} ${name} --help\` for usage.\n`);
      return EXIT.usage;
    }
    if (error instanceof TRPCClientError) {
      const status = statusOf(error);
      const fields = fieldErrorsOf(error);
      io.stderr(`The server refused${status ? ` (${status})` : ""}: ${error.message}\n`);
      for (const [field, message] of Object.entries(fields ?? {})) io.stderr(`  ${field}: ${message}\n`);
      return status === 400 ? EXIT.invalid : EXIT.failed;
    }
    io.stderr(`Failed: ${(error as Error).message}\n`);
    return EXIT.failed;
  }
}
