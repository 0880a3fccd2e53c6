import { QueryObserver } from "@tanstack/react-query";
import { afterEach, describe, expect, it } from "vitest";
import { seedFirstReads } from "../src/first-reads";
import { leftFirstPage, staleUnlessSentWithPage } from "../src/lib/sent-with-page";
import { fakeTrpc } from "./fake-trpc";

const LIST = [{ id: 1, title: "MSP Profit Maximization Guide" }];

/** Mounts a reader of the resource list as /resources does, and says whether it asked the server. */
async function mountResourceList(tools: ReturnType<typeof fakeTrpc>) {
  const before = tools.calls.length;
  const observer = new QueryObserver(tools.queryClient, {
    ...tools.handles.trpc.resources.list.queryOptions(undefined),
    staleTime: staleUnlessSentWithPage,
  });
  const stop = observer.subscribe(() => undefined);
  await new Promise((resolve) => setTimeout(resolve, 0));
  stop();
  return tools.calls.slice(before).includes("resources.list");
}

describe("the resource list sent with /resources", () => {
  afterEach(() => leftFirstPage());

  it("is shown as sent, not read a second time, on the page it came with", async () => {
    const tools = fakeTrpc({ "resources.list": () => LIST });
    seedFirstReads({ queryClient: tools.queryClient, trpc: tools.handles.trpc }, [
      { path: "resources.list", data: LIST },
    ]);
    expect(await mountResourceList(tools)).toBe(false);
    expect(tools.queryClient.getQueryData(tools.handles.trpc.resources.list.queryKey())).toEqual(LIST);
  });

  it("is read again on a later visit, once the viewer has moved on (always stale, spec §9)", async () => {
    const tools = fakeTrpc({ "resources.list": () => LIST });
    seedFirstReads({ queryClient: tools.queryClient, trpc: tools.handles.trpc }, [
      { path: "resources.list", data: LIST },
    ]);
    leftFirstPage();
    expect(await mountResourceList(tools)).toBe(true);
  });

  it("is read on mount when the page came without it", async () => {
    const tools = fakeTrpc({ "resources.list": () => LIST });
    expect(await mountResourceList(tools)).toBe(true);
    // And again on the next mount: an answer read in the app is stale at once.
    expect(await mountResourceList(tools)).toBe(true);
  });
});
