import { parseArgs } from "node:util";
import { PLAN_LABELS } from "@scalemsp/validators";
import { CONNECTION_HELP, connect, connectionOptions } from "../connection";
import { EXIT, UsageError, type CliIo } from "../io";
import { PROGRAM } from "../program";

export const businessesHelp = `Usage: ${PROGRAM} businesses list [--json]

Lists every business with its plan, status, owner and user count.

${CONNECTION_HELP}`;

export async function businessesCommand(args: string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    options: { ...connectionOptions, json: { type: "boolean" } },
    allowPositionals: true,
  });
  if (values.help) {
    io.stdout(`${businessesHelp}\n`);
    return EXIT.ok;
  }
  if (positionals[0] !== "list" || positionals.length > 1)
    throw new UsageError("Unknown businesses command: use `businesses list`.");
  const client = connect(values, io);
  const businesses = await client.admin.businesses.list.query();
  if (values.json) {
    io.stdout(`${JSON.stringify(businesses, null, 2)}\n`);
    return EXIT.ok;
  }
  const rows = businesses.map((b) => [
    String(b.id),
    b.name,
    PLAN_LABELS[b.planLevel],
    b.isActive ? "active" : "inactive",
    b.owner ? b.owner.email : "Unknown",
    String(b.userCount),
  ]);
  const header = ["ID", "BUSINESS", "PLAN", "STATUS", "OWNER", "USERS"];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => c.padEnd(widths[i]!))
      .join("  ")
      .trimEnd();
  io.stdout(`${[line(header), ...rows.map(line)].join("\n")}\n`);
  io.stderr(`${businesses.length} business(es)\n`);
  return EXIT.ok;
}
