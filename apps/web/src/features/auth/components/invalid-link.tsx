import "@mantine/core/styles/Alert.css";
import { Alert, Stack } from "@mantine/core";
import { IconAlertCircle } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { ButtonLink } from "../../../components/router-links";

/** A light alert's tinted title falls below 4.5:1 on its tinted background; the body's colour does not. */
export const alertStyles = { title: { color: "var(--mantine-color-text)" } };

/**
 * A one-time link (reset, first-run setup) that no longer works, and the way to the login;
 * `action` is the way to a new link, where there is one.
 */
export function InvalidLink({ message, action }: { message: string; action?: ReactNode }) {
  return (
    <Stack gap="md">
      <Alert
        color="red"
        variant="light"
        title="Link not valid"
        icon={<IconAlertCircle aria-hidden />}
        role="alert"
        styles={alertStyles}
      >
        {message}
      </Alert>
      {action}
      <ButtonLink to="/auth" search={{ tab: "login" }} variant="default" fullWidth>
        Go to login
      </ButtonLink>
    </Stack>
  );
}
