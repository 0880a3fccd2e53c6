import type { emailOutbox, Database } from "@scalemsp/db";
import {
  renderEmail,
  type EmailData,
  type EmailEnv,
  type EmailKind,
  type RenderedEmail,
} from "@scalemsp/email";
import { loadIssueContents, type IssueContent } from "../newsletter/issue-content";

type OutboxRow = typeof emailOutbox.$inferSelect;

/** Stands in for a subscriber's token while an issue is rendered once for all its copies. */
const TOKEN_SLOT = "ScaleMspUnsubscribeTokenSlot0";

const fillToken = (rendered: RenderedEmail, token: string): RenderedEmail => ({
  ...rendered,
  html: rendered.html.replaceAll(TOKEN_SLOT, token),
  text: rendered.text.replaceAll(TOKEN_SLOT, token),
  headers: Object.fromEntries(
    Object.entries(rendered.headers).map(([name, value]) => [name, value.replaceAll(TOKEN_SLOT, token)]),
  ),
});

interface IssuePayload {
  campaignId: number;
  unsubscribeToken: string;
}

/**
 * Renders the rows of one round. A newsletter copy's row keeps only its issue's id and the
 * subscriber's token (5,000 copies are 5,000 small rows): each issue is read and rendered once
 * per round, each copy then gets its own token. Every other kind renders from its row alone.
 */
export function createRowRenderer(db: Database, env: EmailEnv) {
  const issues = new Map<number, Promise<IssueContent>>();
  const issueRenders = new Map<number, Promise<RenderedEmail>>();

  const issueContent = (campaignId: number) => {
    let content = issues.get(campaignId);
    if (!content) {
      content = loadIssueContents(db, [campaignId], env.origin).then((loaded) => {
        const found = loaded.get(campaignId);
        if (!found) throw new Error(`The newsletter issue ${campaignId} no longer exists`);
        return found;
      });
      issues.set(campaignId, content);
    }
    return content;
  };

  return {
    async render(row: OutboxRow, kind: EmailKind): Promise<RenderedEmail> {
      if (kind !== "newsletter-issue") return renderEmail(kind, row.payload as EmailData<typeof kind>, env);
      const payload = row.payload as IssuePayload;
      if (!payload.unsubscribeToken) {
        // The admin's test copy: no subscriber, no unsubscribe headers.
        return renderEmail(kind, { ...(await issueContent(payload.campaignId)), unsubscribeToken: "" }, env);
      }
      let shared = issueRenders.get(payload.campaignId);
      if (!shared) {
        shared = issueContent(payload.campaignId).then((content) =>
          renderEmail(kind, { ...content, unsubscribeToken: TOKEN_SLOT }, env),
        );
        issueRenders.set(payload.campaignId, shared);
      }
      return fillToken(await shared, encodeURIComponent(payload.unsubscribeToken));
    },
  };
}
export type RowRenderer = ReturnType<typeof createRowRenderer>;
