import "@mantine/core/styles/Alert.css";
import { Alert } from "@mantine/core";
import { BILLING_TEXTS } from "@scalemsp/validators";
import { errorMessageOf } from "../../../lib/trpc-errors";

/** The portal could not be opened: the server's reason. */
export function PortalError({ error }: { error: unknown }) {
  if (!error) return null;
  return (
    <Alert color="red" variant="light" title={BILLING_TEXTS.portalFailed} role="alert">
      {errorMessageOf(error)}
    </Alert>
  );
}
