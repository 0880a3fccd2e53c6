import "@mantine/core/styles/ModalBase.css";
import "@mantine/core/styles/Overlay.css";
import "@mantine/core/styles/ScrollArea.css";
import "@mantine/core/styles/Modal.css";
import { Modal, type ModalRootProps } from "@mantine/core";
import type { ReactNode } from "react";

interface AdminModalProps extends Omit<ModalRootProps, "title"> {
  title: string;
  children: ReactNode;
}

/**
 * Mantine's Modal with a plain <div> header, since a <header> inside a dialog reads as a
 * second page banner to screen readers, and a named close button.
 */
export function AdminModal({ title, children, ...props }: AdminModalProps) {
  return (
    <Modal.Root {...props}>
      <Modal.Overlay />
      <Modal.Content>
        <Modal.Header component="div">
          <Modal.Title>{title}</Modal.Title>
          <Modal.CloseButton aria-label="Close" />
        </Modal.Header>
        <Modal.Body>{children}</Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
