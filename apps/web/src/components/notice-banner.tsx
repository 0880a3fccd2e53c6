import "@mantine/core/styles/Alert.css";
import { Alert, type MantineColor } from "@mantine/core";
import type { ReactNode } from "react";

/**
 * A notice at the top of a page that a screen reader finds as a region named by its title. The
 * title takes the body's text colour: a light alert's own title colour reads below 4.5:1 on its
 * background in several colours (yellow at 2:1).
 */
export function NoticeBanner({
  title,
  color,
  icon,
  testId,
  children,
}: {
  title: string;
  color: MantineColor;
  icon: ReactNode;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <Alert
      color={color}
      variant="light"
      radius="md"
      title={title}
      styles={{ title: { color: "var(--mantine-color-text)" } }}
      icon={icon}
      role="region"
      aria-label={title}
      data-testid={testId}
    >
      {children}
    </Alert>
  );
}
