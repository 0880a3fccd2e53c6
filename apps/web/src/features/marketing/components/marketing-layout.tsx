import { useLocation } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { useRevealOnScroll } from "../hooks/use-reveal-on-scroll";
import classes from "../marketing.module.css";
import { FooterIsland } from "../sections";
import { SiteHeader } from "./site-header";

/** Spec §2 "Public layout": header, the page, footer. */
export function MarketingLayout({ children }: { children: ReactNode }) {
  useRevealOnScroll(useLocation({ select: (location) => location.pathname }));
  return (
    <div className={classes.site}>
      <a href="#main" className={classes.skipLink}>
        Skip to main content
      </a>
      <SiteHeader />
      <main id="main" className={classes.main} tabIndex={-1}>
        {children}
      </main>
      <FooterIsland />
    </div>
  );
}
