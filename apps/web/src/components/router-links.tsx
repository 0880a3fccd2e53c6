import { Anchor, type AnchorProps, Button, type ButtonProps } from "@mantine/core";
import { createLink } from "@tanstack/react-router";
import type { ComponentPropsWithRef } from "react";

type AnchorElementProps<Props> = Props & Omit<ComponentPropsWithRef<"a">, keyof Props>;

function RouterAnchor(props: AnchorElementProps<AnchorProps>) {
  return <Anchor {...props} />;
}

function RouterButton(props: AnchorElementProps<ButtonProps>) {
  return <Button component="a" {...props} />;
}

/** Mantine Anchor and Button that navigate with the router's type-checked `to`. */
export const AnchorLink = createLink(RouterAnchor);
export const ButtonLink = createLink(RouterButton);
