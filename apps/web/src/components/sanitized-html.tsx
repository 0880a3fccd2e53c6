import "@mantine/core/styles/Typography.css";
import { Typography } from "@mantine/core";
import classes from "./sanitized-html.module.css";

/**
 * HTML the server sanitized (the legal pages' and the newsletter issues' Markdown: text markup
 * and http, https or mailto links only), in the site's type styles. Relative links stay as
 * written, so they lead within the site.
 */
export function SanitizedHtml({ html, testId }: { html: string; testId?: string }) {
  return (
    <Typography>
      <div className={classes.text} data-testid={testId} dangerouslySetInnerHTML={{ __html: html }} />
    </Typography>
  );
}
