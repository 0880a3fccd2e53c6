import { notifications } from "@mantine/notifications";

/**
 * Spec §8 toasts: a green success or a red ("destructive") failure, title plus text.
 * Only one is ever visible (spec §9), and the newest replaces the last rather than waiting behind it.
 */
function show(color: "green" | "red", title: string, message: string) {
  notifications.clean();
  notifications.show({ color, title, message });
}

export const notifySuccess = (title: string, message: string) => show("green", title, message);
export const notifyError = (title: string, message: string) => show("red", title, message);
