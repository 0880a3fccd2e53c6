import { MantineProvider } from "@mantine/core";
import { QueryClientProvider } from "@tanstack/react-query";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { RESOURCE_MESSAGES } from "@scalemsp/validators";
import { ResourcesPage } from "../src/features/resources/components/resources-page";
import type { Resource } from "../src/features/resources/types";
import { TRPCProvider } from "../src/lib/trpc";
import { fakeTrpc } from "./fake-trpc";

const resourceNumbered = (id: number) =>
  ({
    id,
    title: `Library item ${id}`,
    description: "A template for the weekly pipeline review.",
    type: "template",
    accessLevel: "free",
    locked: false,
    featured: false,
    categoryName: "Sales",
    thumbnailUrl: null,
    downloadCount: 0,
    createdAt: "2026-08-18T12:00:00.000Z",
  }) as unknown as Resource;

/** The page's first screen (as the server renders it) with `count` resources already read. */
function renderWith(count: number) {
  const { handles, queryClient } = fakeTrpc({});
  queryClient.setQueryData(
    handles.trpc.resources.list.queryKey(undefined),
    Array.from({ length: count }, (_, i) => resourceNumbered(i + 1)) as never,
  );
  return renderToString(
    <MantineProvider>
      <QueryClientProvider client={queryClient}>
        <TRPCProvider trpcClient={handles.trpcClient} queryClient={queryClient}>
          <ResourcesPage type={undefined} onTypeChange={() => {}} />
        </TRPCProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const cards = (html: string) => html.match(/data-testid="resource-card"/g)?.length ?? 0;

describe("the resources page's list", () => {
  it("draws the first 24 cards of a long library, with Show more and how many are shown", () => {
    const html = renderWith(60);
    // The recommendations panel below the list draws its own three.
    expect(cards(html)).toBe(24 + 3);
    expect(html).toContain("60 resources");
    expect(html).toContain(RESOURCE_MESSAGES.showMore);
    expect(html).toContain("Showing 24 of 60 resources");
  });

  it("draws every card of a short library, with nothing more to show", () => {
    const html = renderWith(10);
    expect(cards(html)).toBe(10 + 3);
    expect(html).not.toContain(RESOURCE_MESSAGES.showMore);
    expect(html).not.toContain("Showing");
  });
});
