import { isValidElement, type ReactNode } from "react";

/**
 * The first click handler in an element tree, depth first: the web tests have no DOM to click
 * in, so a test calls a component as a function and finds its button's handler here.
 */
export function clickHandler(node: ReactNode): (() => void) | undefined {
  if (Array.isArray(node)) {
    for (const child of node as ReactNode[]) {
      const found = clickHandler(child);
      if (found) return found;
    }
    return undefined;
  }
  if (!isValidElement<{ onClick?: () => void; children?: ReactNode }>(node)) return undefined;
  if (typeof node.props.onClick === "function") return node.props.onClick;
  return clickHandler(node.props.children);
}
