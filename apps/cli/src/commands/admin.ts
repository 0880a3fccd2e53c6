import { parseArgs } from "node:util";
import { emailSchema, newPasswordSchema } from "@scalemsp/validators";
import { CONNECTION_HELP, connect, connectionOptions } from "../connection";
import { EXIT, UsageError, type CliIo } from "../io";
import { PROGRAM } from "../program";

export const adminHelp = `Usage: ${PROGRAM} admin ensure --email EMAIL [--password PASSWORD]

Makes sure an active admin with this email exists: creates one with the password
(default: $SCALEMSP_NEW_ADMIN_PASSWORD), or promotes and reactivates the existing user.

${CONNECTION_HELP}`;

export async function adminCommand(args: string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    options: { ...connectionOptions, email: { type: "string" }, password: { type: "string" } },
    allowPositionals: true,
  });
  if (values.help) {
    io.stdout(`${adminHelp}\n`);
    return EXIT.ok;
  }
  if (positionals[0] !== "ensure" || positionals.length > 1)
    throw new UsageError("Unknown admin command: use `admin ensure`.");
  if (!values.email) throw new UsageError("--email is required.");
  const email = emailSchema.safeParse(values.email);
  const password = newPasswordSchema.safeParse(values.password ?? io.env.SCALEMSP_NEW_ADMIN_PASSWORD ?? "");
  const problems = [
    ...(email.success ? [] : [`--email: ${email.error.issues[0]!.message}`]),
    ...(password.success ? [] : [`--password: ${password.error.issues[0]!.message}`]),
  ];
  if (problems.length > 0) {
    io.stderr(`${problems.join("\n")}\n`);
    return EXIT.invalid;
  }
  const client = connect(values, io);
  const { userId } = await client.admin.tools.ensureAdmin.mutate({
    email: email.data!,
    password: password.data!,
  });
  io.stdout(`Admin ready: ${email.data} (user ${userId})\n`);
  return EXIT.ok;
}
