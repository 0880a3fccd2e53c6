import { MantineProvider } from "@mantine/core";
import { QueryClientProvider } from "@tanstack/react-query";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import coverClasses from "../src/components/cover-image.module.css";
import { ResourceCard } from "../src/features/resources/components/resource-card";
import type { Resource } from "../src/features/resources/types";
import { TRPCProvider } from "../src/lib/trpc";
import { fakeTrpc } from "./fake-trpc";

const resource = {
  id: 5,
  title: "MSP Metrics Glossary",
  description: "Plain-English definitions of MRR, ARR and gross margin.",
  type: "other",
  accessLevel: "free",
  locked: false,
  categoryName: "Finance",
  thumbnailUrl: null,
  createdAt: "2026-08-18T12:00:00.000Z",
} as unknown as Resource;

function render(card: Resource, compact = false) {
  const { handles, queryClient } = fakeTrpc({});
  return renderToString(
    <MantineProvider>
      <QueryClientProvider client={queryClient}>
        <TRPCProvider trpcClient={handles.trpcClient} queryClient={queryClient}>
          <ResourceCard resource={card} selected={false} onSelect={() => {}} compact={compact} />
        </TRPCProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const placeholder = /<div[^>]*data-testid="resource-cover-placeholder"[^>]*>/;

/** Cards in a row keep one shape: a card without a picture keeps the cover's place (two or three to a row). */
describe("a resource card's cover", () => {
  it("without a thumbnail, is a 16:9 placeholder with the card's kind, from two to a row up", () => {
    const html = render(resource);
    const section = html.match(placeholder)?.[0] ?? "";
    expect(section).not.toBe("");
    // One card to a row (a phone) needs no placeholder: Mantine's visibleFrom hides it there.
    expect(section).toContain("mantine-visible-from-sm");
    const inner = html.slice(html.search(placeholder));
    expect(inner).toMatch(
      new RegExp(`class="${coverClasses.cover} ${coverClasses.placeholder}"[^>]*aria-hidden="true"`),
    );
    expect(inner).toContain("tabler-icon-layout-grid");
  });

  it("with a thumbnail, is the picture; compact cards have neither", () => {
    const withPicture = render({ ...resource, thumbnailUrl: "/api/downloads/glossary.svg" });
    expect(withPicture).not.toMatch(placeholder);
    expect(withPicture).toContain('src="/api/downloads/glossary.svg"');
    const compact = render(resource, true);
    expect(compact).not.toMatch(placeholder);
    expect(compact).not.toContain(coverClasses.cover);
  });
});
