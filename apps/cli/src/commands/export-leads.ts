import { writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { CONNECTION_HELP, connect, connectionOptions } from "../connection";
import { EXIT, UsageError, type CliIo } from "../io";
import { PROGRAM } from "../program";

export const exportHelp = `Usage: ${PROGRAM} export <consultations|newsletter> [--out FILE]

Writes the consultation requests or the newsletter subscribers as CSV, to FILE or to standard output.

${CONNECTION_HELP}`;

export async function exportCommand(args: string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    options: { ...connectionOptions, out: { type: "string", short: "o" } },
    allowPositionals: true,
  });
  if (values.help) {
    io.stdout(`${exportHelp}\n`);
    return EXIT.ok;
  }
  const [what, ...rest] = positionals;
  if ((what !== "consultations" && what !== "newsletter") || rest.length > 0) {
    throw new UsageError("Say what to export: consultations or newsletter.");
  }
  const client = connect(values, io);
  const { csv } =
    what === "consultations"
      ? await client.admin.leads.consultationsCsv.query({})
      : await client.admin.leads.newsletterCsv.query({});
  if (values.out) {
    const file = path.resolve(io.cwd, values.out);
    writeFileSync(file, csv);
    const rows = Math.max(0, csv.trimEnd().split(/\r?\n/).length - 1);
    io.stderr(
      `Wrote ${rows} ${what === "consultations" ? "consultation request" : "subscriber"}(s) to ${file}\n`,
    );
  } else {
    io.stdout(csv);
  }
  return EXIT.ok;
}
