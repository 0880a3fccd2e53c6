import { render } from "@react-email/render";
import { emailTemplates, type EmailData, type EmailKind } from "./catalog";
import type { EmailEnv } from "./env";
import type { EmailAttachment, EmailTemplate } from "./template";

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
  headers: Record<string, string>;
  attachments: EmailAttachment[];
}

/** A message of any kind as it is sent: subject, HTML and plain-text parts, headers, files. */
export async function renderEmail<K extends EmailKind>(
  kind: K,
  data: EmailData<K>,
  env: EmailEnv,
): Promise<RenderedEmail> {
  const template = emailTemplates[kind] as unknown as EmailTemplate<EmailData<K>>;
  const element = template.render(data, env);
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  return {
    subject: template.subject(data, env),
    html,
    text,
    headers: template.headers?.(data, env) ?? {},
    attachments: template.attachments?.(data, env) ?? [],
  };
}

/** The subject alone, for lists of messages not yet sent. */
export function subjectOf<K extends EmailKind>(kind: K, data: EmailData<K>, env: EmailEnv): string {
  const template = emailTemplates[kind] as unknown as EmailTemplate<EmailData<K>>;
  return template.subject(data, env);
}

/**
 * Renders each kind's sample once and answers the kinds rendered. A process's first render
 * holds its event loop for about half a second (React and the components warm up); done when
 * the worker starts, that wait does not land on the page requests of a newsletter's send.
 */
export async function warmTemplates(env: EmailEnv): Promise<EmailKind[]> {
  const kinds = Object.keys(emailTemplates) as EmailKind[];
  for (const kind of kinds) await renderEmail(kind, emailTemplates[kind].sample, env);
  return kinds;
}
