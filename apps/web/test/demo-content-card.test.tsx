import { MantineProvider } from "@mantine/core";
import { QueryClientProvider } from "@tanstack/react-query";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { OPERATIONS_MESSAGES } from "@scalemsp/validators";
import { DemoContentCard } from "../src/features/admin/settings/demo-content-card";
import { TRPCProvider } from "../src/lib/trpc";
import { apiError, fakeTrpc } from "./fake-trpc";

/** The card as the admin's Settings tab first draws it, from what its query holds then. */
function renderCard({ handles, queryClient }: ReturnType<typeof fakeTrpc>) {
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

/** The card with the count already read. */
function renderWithLeft(left: { courses: number; resources: number; businesses: number }) {
  const fake = fakeTrpc({});
  fake.queryClient.setQueryData(fake.handles.trpc.admin.demoContent.get.queryKey(), {
    ...left,
    categories: 0,
  });
  return renderCard(fake);
}

/** Contract §13 operations: the demo content, removed in one step. */
describe("the demo content card", () => {
  it("counts what is left and offers to remove it", () => {
    const html = renderWithLeft({ courses: 2, resources: 3, businesses: 1 });
    expect(html).toContain(OPERATIONS_MESSAGES.demoCount(2, 3, 1));
    expect(html).toContain(OPERATIONS_MESSAGES.demoButton);
    expect(html).not.toContain("disabled");
  });

  it("says there is none left, with no button to press", () => {
    const html = renderWithLeft({ courses: 0, resources: 0, businesses: 0 });
    expect(html).toContain(OPERATIONS_MESSAGES.demoNone);
    expect(html).not.toContain(OPERATIONS_MESSAGES.demoButton);
  });

  it("shows where the count will be while it loads, with no button yet", () => {
    const html = renderCard(fakeTrpc({}));
    expect(html).toContain('aria-label="Counting the demo content"');
    expect(html).not.toContain(OPERATIONS_MESSAGES.demoButton);
  });

  it("says the count failed and why, with Retry and no button to remove", async () => {
    const fake = fakeTrpc({
      "admin.demoContent.get": () => {
        throw apiError(500, "The database is not answering");
      },
    });
    const count = fake.handles.trpc.admin.demoContent.get;
    await fake.queryClient.prefetchQuery(count.queryOptions());
    // As drawn once the read has failed (mounting would otherwise ask again first).
    fake.queryClient.setQueryDefaults(count.queryKey(), { retryOnMount: false });
    const html = renderCard(fake);
    expect(html).toContain(OPERATIONS_MESSAGES.demoCountFailed);
    expect(html).toContain("The database is not answering");
    expect(html).toContain("Retry");
    expect(html).not.toContain(OPERATIONS_MESSAGES.demoButton);
  });
});
