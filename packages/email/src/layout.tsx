/** @jsxRuntime automatic @jsxImportSource react */
import type { ReactNode } from "react";
// Each component from its own package (React Email publishes them one by one): the
// `@react-email/components` collection would bring Tailwind, Prism and a second renderer that
// loads prettier, none of which a message uses.
import { Body } from "@react-email/body";
import { Button } from "@react-email/button";
import { Container } from "@react-email/container";
import { Head } from "@react-email/head";
import { Hr } from "@react-email/hr";
import { Html } from "@react-email/html";
import { Link } from "@react-email/link";
import { Preview } from "@react-email/preview";
import { Section } from "@react-email/section";
import { Text } from "@react-email/text";
import type { EmailEnv } from "./env";

/** The brand's colours, as the site's theme has them (Mantine indigo 7 on white). */
export const COLORS = {
  primary: "#4263eb",
  text: "#1f2430",
  muted: "#5c6370",
  border: "#e3e6ec",
  page: "#f4f5f8",
} as const;

const fontFamily = "Inter, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

export interface LayoutProps {
  env: EmailEnv;
  /** The line mail programs show after the subject. */
  preview: string;
  children: ReactNode;
  /** Extra lines at the foot, above the brand's address (an unsubscribe link). */
  footer?: ReactNode;
}

/** The one frame of every message: the brand's name as text (no remote images), the body, the address. */
export function Layout({ env, preview, children, footer }: LayoutProps) {
  return (
    <Html lang="en">
      <Head />
      <Preview>{preview}</Preview>
      <Body style={{ backgroundColor: COLORS.page, fontFamily, margin: 0, padding: "24px 0" }}>
        <Container
          style={{
            backgroundColor: "#ffffff",
            border: `1px solid ${COLORS.border}`,
            borderRadius: 8,
            maxWidth: 560,
            padding: "32px 28px",
          }}
        >
          <Text style={{ color: COLORS.primary, fontSize: 20, fontWeight: 700, margin: "0 0 24px" }}>
            {env.brand.product}
          </Text>
          {children}
          <Hr style={{ borderColor: COLORS.border, margin: "32px 0 16px" }} />
          <Section>
            {footer}
            <Text style={{ color: COLORS.muted, fontSize: 12, lineHeight: "18px", margin: 0 }}>
              {env.brand.product} · {env.brand.address}
              <br />
              <Link href={`mailto:${env.brand.email}`} style={{ color: COLORS.muted }}>
                {env.brand.email}
              </Link>
              {env.brand.phone ? ` · ${env.brand.phone}` : null}
            </Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

export function Heading({ children }: { children: ReactNode }) {
  return (
    <Text
      style={{ color: COLORS.text, fontSize: 22, fontWeight: 700, lineHeight: "30px", margin: "0 0 16px" }}
    >
      {children}
    </Text>
  );
}

export function Paragraph({ children }: { children: ReactNode }) {
  return (
    <Text style={{ color: COLORS.text, fontSize: 15, lineHeight: "24px", margin: "0 0 16px" }}>
      {children}
    </Text>
  );
}

/** One labelled line of a lead's details in a message to the coach. */
export function Detail({ label, value }: { label: string; value: string }) {
  return (
    <Text style={{ color: COLORS.text, fontSize: 15, lineHeight: "22px", margin: "0 0 8px" }}>
      <strong>{label}:</strong> {value}
    </Text>
  );
}

export function Muted({ children }: { children: ReactNode }) {
  return (
    <Text style={{ color: COLORS.muted, fontSize: 13, lineHeight: "20px", margin: "0 0 12px" }}>
      {children}
    </Text>
  );
}

/** The message's one call to action; the plain-text part shows the link beside its label. */
export function ActionButton({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Section style={{ margin: "8px 0 24px" }}>
      <Button
        href={href}
        style={{
          backgroundColor: COLORS.primary,
          borderRadius: 6,
          color: "#ffffff",
          fontSize: 15,
          fontWeight: 600,
          padding: "12px 20px",
          textDecoration: "none",
        }}
      >
        {children}
      </Button>
    </Section>
  );
}

export function TextLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href} style={{ color: COLORS.primary }}>
      {children}
    </Link>
  );
}
