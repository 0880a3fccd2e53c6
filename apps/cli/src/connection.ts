import { createScaleMspClient, type ScaleMspClient } from "@scalemsp/client";
import { UsageError, type CliIo } from "./io";

export interface ConnectionFlags {
  url?: string | undefined;
  token?: string | undefined;
}

/** --url/--token, else SCALEMSP_URL/SCALEMSP_TOKEN; a token is required for every command. */
export function connect(flags: ConnectionFlags, io: CliIo): ScaleMspClient {
  const baseUrl = flags.url ?? io.env.SCALEMSP_URL ?? "http://localhost:3000";
  const token = flags.token ?? io.env.SCALEMSP_TOKEN;
  if (!token) {
    throw new UsageError(
      "An API token is needed: pass --token or set SCALEMSP_TOKEN (create one in the admin area, Settings tab).",
    );
  }
  return createScaleMspClient({ baseUrl, token });
}

export const connectionOptions = {
  url: { type: "string" },
  token: { type: "string" },
  help: { type: "boolean", short: "h" },
} as const;

export const CONNECTION_HELP = `Connection:
  --url URL       the site (default: $SCALEMSP_URL or http://localhost:3000)
  --token TOKEN   an admin API token (default: $SCALEMSP_TOKEN)`;
