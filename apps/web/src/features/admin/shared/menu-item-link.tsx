import "@mantine/core/styles/Overlay.css";
import "@mantine/core/styles/Popover.css";
import "@mantine/core/styles/Menu.css";
import { Menu, type MenuItemProps } from "@mantine/core";
import { createLink } from "@tanstack/react-router";
import type { ComponentPropsWithRef } from "react";

function RouterMenuItem(props: MenuItemProps & Omit<ComponentPropsWithRef<"a">, keyof MenuItemProps>) {
  return <Menu.Item component="a" {...props} />;
}

/** A menu entry that is a real link: it opens in a new tab and reads as a link. */
export const MenuItemLink = createLink(RouterMenuItem);
