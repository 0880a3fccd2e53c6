import { lazy, type ComponentType, type JSX } from "react";

/**
 * `React.lazy` that a route's loader can load ahead. Once loaded it renders at once: on a page
 * rendered on the server, it then hydrates with the rest of the page instead of after its code
 * arrives (meanwhile its HTML would show controls that do not answer, and lose what is typed).
 */
export function preloadableLazy<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  let loaded: ComponentType<Props> | undefined;
  const preload = () =>
    load().then((component) => {
      loaded = component;
      return component;
    });
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  function Preloadable(props: Props & JSX.IntrinsicAttributes) {
    const Component = loaded ?? Lazy;
    return <Component {...props} />;
  }
  return Object.assign(Preloadable, { preload });
}
