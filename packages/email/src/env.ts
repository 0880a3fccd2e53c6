/** What every message is rendered with: the brand as it stands when the message is sent. */
export interface EmailEnv {
  brand: { product: string; email: string; phone: string; address: string };
  /** The site's origin, for every link in a message (contract §13 'links in e-mail'). */
  origin: string;
}

/** A path on the site as an absolute link. */
export const linkTo = (env: EmailEnv, path: string) => `${env.origin.replace(/\/+$/, "")}${path}`;
