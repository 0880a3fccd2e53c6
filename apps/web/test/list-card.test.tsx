import { MantineProvider } from "@mantine/core";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { ListCard } from "../src/components/list-card";
import { errorMessageOf } from "../src/lib/trpc-errors";
import { clickHandler } from "./element-tree";

type Props = Parameters<typeof ListCard>[0];

const props = (overrides: Partial<Props>): Props => ({
  title: "This quarter's goals",
  titleId: "goals-title",
  read: { isLoading: false, error: null },
  loadingLabel: "Loading goals",
  empty: <p>No goals yet</p>,
  items: [],
  ...overrides,
});

const render = (overrides: Partial<Props>) =>
  renderToString(
    <MantineProvider>
      <ListCard {...props(overrides)} />
    </MantineProvider>,
  );

const failed = new Error("The server could not be reached");
/** What the card says of that failure: the one reading of errors. */
const said = errorMessageOf(failed);

describe("a list card", () => {
  it("is a section named by its heading, busy while its read is on its way", () => {
    const html = render({ read: { isLoading: true, error: null } });
    expect(html).toMatch(/<section[^>]*aria-labelledby="goals-title"/);
    expect(html).toMatch(/<h2[^>]*id="goals-title"[^>]*>This quarter&#x27;s goals<\/h2>/);
    expect(html).toMatch(/aria-busy="true" aria-label="Loading goals"/);
  });

  it("shows its empty state, or its items as a list", () => {
    expect(render({})).toContain("No goals yet");
    const html = render({ items: [<li key="a">Grow MRR</li>] });
    expect(html).toMatch(/<ul[^>]*>.*<li>Grow MRR<\/li>/);
    expect(html).not.toContain("No goals yet");
  });

  it("says what failed and why, and offers Retry that reads again", () => {
    const refetch = vi.fn();
    const html = render({
      read: { isLoading: false, error: failed, refetch },
      errorTitle: "Goals did not load",
    });
    expect(html).toMatch(/role="alert"/);
    expect(html).toContain("Goals did not load");
    expect(html).toContain(said);
    expect(html).toMatch(/<button[^>]*>.*Retry/);
    // The Retry button is the shared load error's, given the card's read again.
    clickHandler(ListCard(props({ read: { isLoading: false, error: failed, refetch } })), "onRetry")?.();
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it("offers no Retry when nothing can read again", () => {
    const html = render({ read: { isLoading: false, error: failed } });
    expect(html).toContain(said);
    expect(html).not.toContain("Retry");
  });
});
