import "@mantine/core/styles/FloatingIndicator.css";
import "@mantine/core/styles/SegmentedControl.css";
import "@mantine/core/styles/Code.css";
import { Code, SegmentedControl, Stack } from "@mantine/core";
import { useState } from "react";

/**
 * A message's HTML part in a sandboxed frame (no scripts, no same-origin access), or its
 * plain-text part: both parts every message has.
 */
export function EmailFrame({ title, html, text }: { title: string; html: string; text: string }) {
  const [part, setPart] = useState<"html" | "text">("html");
  return (
    <Stack gap="xs">
      <SegmentedControl
        size="xs"
        aria-label="Part of the message"
        value={part}
        onChange={(value) => setPart(value)}
        data={[
          { value: "html", label: "HTML" },
          { value: "text", label: "Plain text" },
        ]}
        style={{ alignSelf: "flex-start" }}
      />
      {part === "html" ? (
        <iframe
          title={`${title} (HTML)`}
          srcDoc={html}
          sandbox=""
          style={{
            width: "100%",
            height: 560,
            border: "1px solid var(--mantine-color-default-border)",
            borderRadius: 8,
            background: "#fff",
          }}
        />
      ) : (
        <Code block style={{ whiteSpace: "pre-wrap", maxHeight: 560, overflow: "auto" }}>
          {text}
        </Code>
      )}
    </Stack>
  );
}
