import { Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import classes from "../marketing.module.css";

interface SectionHeadingProps {
  id: string;
  eyebrow: string;
  title: ReactNode;
  text?: ReactNode;
}

/** A section's h2 (its id labels the section) with a short line above and an intro below. */
export function SectionHeading({ id, eyebrow, title, text }: SectionHeadingProps) {
  return (
    <Stack gap="xs" align="center" ta="center" maw={720} mx="auto" mb={40}>
      <Text className={classes.eyebrow}>{eyebrow}</Text>
      <Title order={2} id={id} fz={{ base: 28, sm: 36 }} lh={1.2}>
        {title}
      </Title>
      {text && (
        <Text size="lg" c="dimmed">
          {text}
        </Text>
      )}
    </Stack>
  );
}
