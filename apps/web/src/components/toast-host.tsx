import { useNotifications } from "@mantine/notifications";
import { TOASTS_VISIBLE_MAX } from "@scalemsp/validators";
import { Component, type ReactNode, Suspense, lazy, useState } from "react";

const ToastContainer = lazy(() => import("./toast-container"));

/** A toast that cannot be drawn (its code failed to download) must not take the page down. */
class IgnoreFailure extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * Mounts Mantine's toast container with the first toast, so pages that never show one
 * (most public visits) skip its code and styles. Toasts raised before it loads wait in the store.
 */
export function ToastHost() {
  const { notifications, queue } = useNotifications();
  const [needed, setNeeded] = useState(false);
  if (!needed && notifications.length + queue.length > 0) setNeeded(true);
  if (!needed) return null;
  return (
    <IgnoreFailure>
      <Suspense fallback={null}>
        <ToastContainer limit={TOASTS_VISIBLE_MAX} />
      </Suspense>
    </IgnoreFailure>
  );
}
