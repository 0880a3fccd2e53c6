import { describe, expect, it } from "vitest";
import { SITE_LINKS_EMPTY, SITE_SETTINGS_DEFAULT, siteLinkPlaceholder } from "@scalemsp/validators";
import { withSiteSettings } from "../src/http/site-settings-pages";

/** The footer and the home page's downloads as the build renders them (site-footer.tsx, resources-section.tsx). */
const BUILT = `<html><head></head><body>
<ul><li><a href="/newsletter">Blog</a></li><li data-site-link="podcastUrl" hidden=""><a href="${siteLinkPlaceholder("podcastUrl")}" class="f" rel="noopener">Podcast</a></li><li data-site-link="webinarsUrl" hidden=""><a href="${siteLinkPlaceholder("webinarsUrl")}" class="f" rel="noopener">Webinars</a></li></ul>
<ul class="g" aria-label="Social profiles" hidden="" data-social-links=""><li data-site-link="linkedinUrl" hidden=""><a href="${siteLinkPlaceholder("linkedinUrl")}" aria-label="LinkedIn"></a></li><li data-site-link="xUrl" hidden=""><a href="${siteLinkPlaceholder("xUrl")}" aria-label="X"></a></li></ul>
<a class="m" href="/downloads/guide.pdf" download="" data-guide-download="">Download PDF</a>
</body></html>`;

describe("footer links and the guides' gate in the pre-rendered pages", () => {
  it("removes every link while none is named, and leaves the downloads as they are", () => {
    const html = withSiteSettings(BUILT, SITE_SETTINGS_DEFAULT);
    expect(html).not.toContain("site-link.invalid");
    expect(html).not.toContain("Podcast");
    expect(html).not.toContain("LinkedIn");
    expect(html).not.toContain("scalemsp-site");
    expect(html).toContain('href="/downloads/guide.pdf" download=""');
  });

  it("shows the named links at their addresses, escaped, and hides the rest", () => {
    const html = withSiteSettings(BUILT, {
      links: { ...SITE_LINKS_EMPTY, podcastUrl: "https://pod.example/?a=1&b=2", xUrl: "https://x.com/coach" },
      guidesEmailGate: false,
    });
    expect(html).toContain(
      '<li data-site-link="podcastUrl"><a href="https://pod.example/?a=1&#38;b=2" class="f" rel="noopener">Podcast</a></li>',
    );
    expect(html).not.toContain("Webinars");
    expect(html).toContain('<ul class="g" aria-label="Social profiles" data-social-links="">');
    expect(html).toContain('href="https://x.com/coach"');
    expect(html).not.toContain("LinkedIn");
    expect(html).not.toContain("site-link.invalid");
    expect(html).toContain('<meta name="scalemsp-site"');
  });

  it("points the home page's downloads at /guides while the gate is on", () => {
    const html = withSiteSettings(BUILT, { links: SITE_LINKS_EMPTY, guidesEmailGate: true });
    expect(html).toContain('<a class="m" href="/guides" data-guide-download="">Download PDF</a>');
  });
});
