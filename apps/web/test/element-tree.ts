import { isValidElement, type ReactNode } from "react";

/**
 * The first handler named `name` in an element tree, depth first: the web tests have no DOM to
 * click in, so a test calls a component as a function and finds its button's handler here (or,
 * where the button is inside another component, the handler that component is given).
 */
export function clickHandler(node: ReactNode, name = "onClick"): (() => void) | undefined {
  if (Array.isArray(node)) {
    for (const child of node as ReactNode[]) {
      const found = clickHandler(child, name);
      if (found) return found;
    }
    return undefined;
  }
  if (!isValidElement<Record<string, unknown> & { children?: ReactNode }>(node)) return undefined;
  const handler = node.props[name];
  if (typeof handler === "function") return handler as () => void;
  return clickHandler(node.props.children, name);
}
