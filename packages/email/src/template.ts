import type { ReactElement } from "react";
import type { EmailEnv } from "./env";

/** A file sent with a message (a calendar invitation); kept in the outbox as text. */
export interface EmailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

/**
 * One kind of message. `data` is what the outbox stores (JSON); everything else is computed
 * when the message is sent, with the brand of that moment.
 */
export interface EmailTemplate<Data> {
  /** Shown in the admin's previews. */
  label: string;
  subject(data: Data, env: EmailEnv): string;
  /** The whole message, inside `Layout`. */
  render(data: Data, env: EmailEnv): ReactElement;
  headers?(data: Data, env: EmailEnv): Record<string, string>;
  attachments?(data: Data, env: EmailEnv): EmailAttachment[];
  /** Data for the admin's preview and the tests. */
  sample: Data;
}

export const defineTemplate = <Data>(template: EmailTemplate<Data>) => template;
