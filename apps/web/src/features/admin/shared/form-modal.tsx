import "@mantine/core/styles/ModalBase.css";
import "@mantine/core/styles/Overlay.css";
import "@mantine/core/styles/ScrollArea.css";
import "@mantine/core/styles/Modal.css";
import { Modal } from "@mantine/core";
import type { ReactNode } from "react";
import { usePhone } from "../../../lib/use-phone";

interface FormModalProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  size?: string;
  /** Where focus goes after closing, when the opener will be gone by then (a menu item, for instance). */
  returnFocusTo?: () => HTMLElement | null;
}

/**
 * The dialog every admin content form opens in: full screen on phones, focus kept inside
 * while open and handed back to the button that opened it.
 */
export function FormModal({ opened, onClose, title, children, size = "lg", returnFocusTo }: FormModalProps) {
  const phone = usePhone();
  // With an explicit target, focus goes there once the dialog has gone; otherwise Mantine
  // hands it back to whatever opened the dialog.
  const restoreFocus = () => {
    if (returnFocusTo) requestAnimationFrame(() => returnFocusTo()?.focus());
  };

  return (
    <Modal.Root
      opened={opened}
      onClose={onClose}
      size={size}
      fullScreen={phone}
      returnFocus={!returnFocusTo}
      trapFocus
      onExitTransitionEnd={restoreFocus}
    >
      <Modal.Overlay />
      <Modal.Content>
        {/* A <div>, not Mantine's <header>: a header here would read as a second page banner. */}
        <Modal.Header component="div">
          <Modal.Title fw={700} fz="lg">
            {title}
          </Modal.Title>
          <Modal.CloseButton aria-label="Close" />
        </Modal.Header>
        <Modal.Body>{children}</Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
