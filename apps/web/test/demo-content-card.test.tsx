import { MantineProvider } from "@mantine/core";
import { QueryClientProvider } from "@tanstack/react-query";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { OPERATIONS_MESSAGES } from "@scalemsp/validators";
import { DemoContentCard } from "../src/features/admin/settings/demo-content-card";
import { TRPCProvider } from "../src/lib/trpc";
import { fakeTrpc } from "./fake-trpc";

/** The card as the admin's Settings tab first draws it, with the count already read (or not). */
function renderCard(left?: { courses: number; resources: number; businesses: number }) {
  const { handles, queryClient } = fakeTrpc({});
  if (left)
    queryClient.setQueryData(handles.trpc.admin.demoContent.get.queryKey(), { ...left, categories: 0 });
  return renderToString(
    <MantineProvider>
      <QueryClientProvider client={queryClient}>
        <TRPCProvider trpcClient={handles.trpcClient} queryClient={queryClient}>
          <DemoContentCard />
        </TRPCProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

/** Contract §13 operations: the demo content, removed in one step. */
describe("the demo content card", () => {
  it("counts what is left and offers to remove it", () => {
    const html = renderCard({ courses: 2, resources: 3, businesses: 1 });
    expect(html).toContain(OPERATIONS_MESSAGES.demoCount(2, 3, 1));
    expect(html).toContain(OPERATIONS_MESSAGES.demoButton);
    expect(html).not.toContain("disabled");
  });

  it("says there is none left, with no button to press", () => {
    const html = renderCard({ courses: 0, resources: 0, businesses: 0 });
    expect(html).toContain(OPERATIONS_MESSAGES.demoNone);
    expect(html).not.toContain(OPERATIONS_MESSAGES.demoButton);
  });

  it("shows where the count will be while it loads, with no button yet", () => {
    const html = renderCard();
    expect(html).toContain('aria-label="Counting the demo content"');
    expect(html).not.toContain(OPERATIONS_MESSAGES.demoButton);
  });
});
