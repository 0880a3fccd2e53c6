import "@mantine/core/styles/AspectRatio.css";
import "@mantine/core/styles/Typography.css";
import { AspectRatio, Box, Text, Typography } from "@mantine/core";
import { useMemo } from "react";
import { sanitizeLessonHtml } from "../lesson-html";
import { isEmbeddableUrl } from "../lesson-url";
import type { Lesson } from "../types";

const NO_CONTENT = "This lesson has no content yet.";

/** Video and PDF lessons in a frame; text, quiz and assessment lessons as sanitised HTML. */
export function LessonContent({ lesson }: { lesson: Lesson }) {
  const html = useMemo(
    () => (lesson.contentText ? sanitizeLessonHtml(lesson.contentText) : ""),
    [lesson.contentText],
  );

  if (lesson.contentType === "video" || lesson.contentType === "pdf") {
    if (!isEmbeddableUrl(lesson.contentUrl)) return <Text c="dimmed">{NO_CONTENT}</Text>;
    const frame = (
      <iframe
        src={lesson.contentUrl}
        title={`${lesson.contentType === "video" ? "Video" : "PDF"}: ${lesson.title}`}
        allow="fullscreen; picture-in-picture"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
        style={{ border: 0, width: "100%", height: "100%", borderRadius: "var(--mantine-radius-md)" }}
      />
    );
    return lesson.contentType === "video" ? (
      <AspectRatio ratio={16 / 9}>{frame}</AspectRatio>
    ) : (
      <Box h="70dvh">{frame}</Box>
    );
  }

  if (!html) return <Text c="dimmed">{NO_CONTENT}</Text>;
  return (
    <Typography>
      <div data-testid="lesson-html" dangerouslySetInnerHTML={{ __html: html }} />
    </Typography>
  );
}
