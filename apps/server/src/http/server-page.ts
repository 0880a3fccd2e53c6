import { LEGAL_PAGES, SITE_ORIGIN_TOKEN, escapeMarkup, type BrandConfig } from "@scalemsp/validators";

const STYLE = `
:root{color-scheme:light dark;--text:#1f2430;--muted:#5c6370;--border:#e3e6ec;--page:#f8f9fb;--card:#fff;--accent:#4263eb}
@media (prefers-color-scheme:dark){:root{--text:#e9ecef;--muted:#a6adb8;--border:#373a40;--page:#1a1b1e;--card:#25262b;--accent:#748ffc}}
*{box-sizing:border-box}body{margin:0;background:var(--page);color:var(--text);font:16px/1.6 Inter,system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif}
a{color:var(--accent)}header,footer{border-bottom:1px solid var(--border);background:var(--card)}footer{border-top:1px solid var(--border);border-bottom:none;margin-top:48px}
.bar{max-width:760px;margin:0 auto;padding:16px 20px;display:flex;gap:16px;align-items:center;justify-content:space-between;flex-wrap:wrap}
.brand{font-weight:700;font-size:20px;text-decoration:none}main{max-width:760px;margin:0 auto;padding:32px 20px}
h1{font-size:32px;line-height:1.25;margin:0 0 8px}.muted{color:var(--muted);font-size:14px}
.issue{background:var(--card);border:1px solid var(--border);border-radius:8px;padding:20px;margin:16px 0}
.issue h2{font-size:20px;margin:0 0 4px}.issue h2 a{color:var(--text);text-decoration:none}.issue p{margin:8px 0 0}
article{background:var(--card);border:1px solid var(--border);border-radius:8px;padding:28px;margin-top:24px}
article *{color:var(--text)!important}article a{color:var(--accent)!important}article pre{background:var(--page)!important}
.cta{margin-top:32px}article h2{font-size:20px;margin:24px 0 8px}article li{margin:4px 0}article>:first-child{margin-top:0}`;

/**
 * The frame of a page the server renders from the database (the newsletter archive, the legal
 * pages): the brand's name, the page, links home, to subscribe and to the legal pages.
 */
export function serverPage(
  brand: BrandConfig,
  title: string,
  description: string,
  canonicalPath: string,
  body: string,
) {
  const product = escapeMarkup(brand.product);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeMarkup(title)} | ${product}</title>
<meta name="description" content="${escapeMarkup(description)}">
<link rel="canonical" href="${SITE_ORIGIN_TOKEN}${canonicalPath}">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style>${STYLE}</style></head>
<body><header><div class="bar"><a class="brand" href="/">${product}</a>
<nav aria-label="Site"><a href="/newsletter">Newsletter</a> · <a href="/contact">Free strategy session</a></nav></div></header>
<main>${body}
<p class="cta"><a href="/#newsletter">Subscribe to the weekly newsletter</a>: one practical growth idea for your MSP, every week.</p></main>
<footer><div class="bar"><span class="muted">© ${new Date().getFullYear()} ${product} · <a href="mailto:${escapeMarkup(brand.email)}">${escapeMarkup(brand.email)}</a></span>
<nav class="muted" aria-label="Legal"><a href="${LEGAL_PAGES.privacy.path}">${LEGAL_PAGES.privacy.title}</a> · <a href="${LEGAL_PAGES.terms.path}">${LEGAL_PAGES.terms.title}</a></nav></div></footer>
</body></html>`;
}
