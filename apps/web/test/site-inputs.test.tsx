import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { SITE_INPUTS_DEFAULT, type SiteInputs } from "@scalemsp/validators";
import { SiteInputsProvider, useBrand, useBrandImages, useSiteSettings } from "../src/lib/site-inputs";

function Probe() {
  const brand = useBrand();
  const images = useBrandImages();
  const site = useSiteSettings();
  const text = [
    brand.product,
    brand.email,
    images.logo ?? "no logo",
    site.links.podcastUrl ?? "no podcast",
    String(site.guidesEmailGate),
  ].join("|");
  return <p>{text}</p>;
}

describe("site inputs", () => {
  it("hands every part of the tree the inputs the page is rendered with", () => {
    const inputs: SiteInputs = {
      brand: { product: "Northwind Coaching", email: "team@northwind.example", phone: "+1 555 0100" },
      images: { ...SITE_INPUTS_DEFAULT.images, logo: "/images/logo-0123456789abcdef01234567-300x100.png" },
      site: {
        links: { ...SITE_INPUTS_DEFAULT.site.links, podcastUrl: "https://podcast.example/show" },
        guidesEmailGate: true,
      },
      origin: "https://coach.example",
    };
    const html = renderToString(
      <SiteInputsProvider inputs={inputs}>
        <Probe />
      </SiteInputsProvider>,
    );
    expect(html).toContain("Northwind Coaching|team@northwind.example|/images/logo-");
    expect(html).toContain("https://podcast.example/show|true");
  });

  it("renders the defaults outside a page's inputs", () => {
    const html = renderToString(<Probe />);
    expect(html).toContain(`${SITE_INPUTS_DEFAULT.brand.product}|`);
    expect(html).toContain("no logo|no podcast|false");
  });
});
