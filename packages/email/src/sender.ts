/**
 * Who mail is from and who hears of leads (decision 077): the display name is the brand's
 * name the coach set, the address the operator's (MAIL_FROM, else the configured brand
 * address), so a relay that signs only the operator's domain still sends it. A MAIL_FROM
 * with a display name of its own keeps that name.
 */

/** MAIL_FROM read: its address, and its display name when it has one. */
export interface MailSender {
  address: string;
  name?: string;
}

/** The From header as the transport takes it: nodemailer quotes the name. */
export interface FromHeader {
  name: string;
  address: string;
}

const ADDRESS = /^[^\s@<>",;]+@[^\s@<>",;]+\.[^\s@<>",;]+$/;

/** "hello@coach.example" or "Name <hello@coach.example>" (the name may be quoted); undefined otherwise. */
export function parseMailSender(value: string): MailSender | undefined {
  const text = value.trim();
  if (ADDRESS.test(text)) return { address: text };
  const named = /^(.*?)\s*<([^<>]+)>$/.exec(text);
  if (!named || !ADDRESS.test(named[2]!.trim())) return undefined;
  const name = named[1]!
    .trim()
    .replace(/^"(.*)"$/, "$1")
    .trim();
  return name ? { address: named[2]!.trim(), name } : { address: named[2]!.trim() };
}

/** The From of a message: the sender's own name, else the brand's, at the sender's address. */
export const fromHeaderOf = (sender: MailSender, brandName: string): FromHeader => ({
  name: sender.name ?? brandName,
  address: sender.address,
});

/** Where the coach's notices go: NOTIFY_EMAIL when set, else the brand's contact email. */
export const coachRecipientOf = (notifyEmail: string | undefined, brandEmail: string): string =>
  notifyEmail ?? brandEmail;
