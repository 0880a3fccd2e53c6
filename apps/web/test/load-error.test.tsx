import { MantineProvider } from "@mantine/core";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { LoadError } from "../src/components/load-error";
import { errorMessageOf } from "../src/lib/trpc-errors";

type Props = Parameters<typeof LoadError>[0];

const render = (props: Props) =>
  renderToString(
    <MantineProvider>
      <LoadError {...props} />
    </MantineProvider>,
  );

const failed = new Error("socket hang up");

describe("the load error", () => {
  it("names what failed, says why in the one reading of errors, and offers Retry", () => {
    const html = render({ title: "Error Loading Courses", error: failed, onRetry: () => {} });
    expect(html).toMatch(/role="alert"/);
    expect(html).toContain("Error Loading Courses");
    expect(html).toContain(errorMessageOf(failed));
    expect(html).toMatch(/<button[^>]*>.*Retry/);
  });

  it("says the spec's fixed text in place of the failure's own where one is given", () => {
    const html = render({ error: failed, message: "Error loading lessons. Please try again." });
    expect(html).toContain("Error loading lessons. Please try again.");
    expect(html).not.toContain(errorMessageOf(failed));
  });

  it("offers no Retry when nothing can read again", () => {
    expect(render({ title: "Billing is unavailable" })).not.toContain("Retry");
  });
});
