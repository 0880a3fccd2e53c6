import { deferredIsland, staticIsland } from "./islands";

/** The public pages' sections, as islands (see islands.tsx): only the forms ever hydrate on load. */
export const HeroIsland = staticIsland("hero", () =>
  import("./components/hero-section").then((m) => m.HeroSection),
);
export const StatsIsland = staticIsland("stats", () =>
  import("./components/stats-strip").then((m) => m.StatsStrip),
);
export const ServicesIsland = staticIsland("services", () =>
  import("./components/services-section").then((m) => m.ServicesSection),
);
export const AboutIsland = staticIsland("about", () =>
  import("./components/about-section").then((m) => m.AboutSection),
);
export const TestimonialsIsland = staticIsland("testimonials", () =>
  import("./components/testimonials-section").then((m) => m.TestimonialsSection),
);
export const ResourcesIsland = staticIsland("resources", () =>
  import("./components/resources-section").then((m) => m.ResourcesSection),
);
export const FooterIsland = staticIsland("footer", () =>
  import("./components/site-footer").then((m) => m.SiteFooter),
);
export const NewsletterIsland = deferredIsland("newsletter", () =>
  import("./components/newsletter-section").then((m) => m.NewsletterSection),
);
export const ContactIsland = deferredIsland("contact", () =>
  import("./components/contact-section").then((m) => m.ContactSection),
);
