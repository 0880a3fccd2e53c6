/**
 * Parts of the pre-rendered public pages whose code the browser does not need up front.
 *
 * - A static island (text and plain links) keeps the HTML the build rendered: hydration leaves
 *   it as it is and never downloads its code.
 * - A deferred island (a section with a form) keeps that HTML too, and hydrates once it comes
 *   near the viewport or the visitor reaches into it (focus, pointer, key).
 *
 * Both apply only while the page the server sent is being hydrated. Once the visitor navigates
 * within the app, islands are ordinary lazy components that render at once.
 */
import { type ComponentType, Suspense, lazy, useState } from "react";

type Loader<P> = () => Promise<ComponentType<P>>;

const asModule =
  <P,>(load: Loader<P>) =>
  () =>
    load().then((component) => ({ default: component }));

let hydratingServerPage = false;
const pendingWakeUps = new Set<() => void>();

/** main.tsx calls this before it hydrates a pre-rendered page; the first navigation ends it. */
export function startIslandHydration(history: { subscribe: (listener: () => void) => () => void }) {
  hydratingServerPage = true;
  const stop = history.subscribe(() => {
    hydratingServerPage = false;
    for (const wakeUp of pendingWakeUps) wakeUp();
    pendingWakeUps.clear();
    stop();
  });
}

const selectorOf = (id: string) => `[data-island="${id}"]`;
const serverElement = (id: string) =>
  hydratingServerPage ? document.querySelector<HTMLElement>(selectorOf(id)) : null;

/** The server's HTML stays: React neither hydrates nor replaces what is inside. */
const KEEP_SERVER_HTML = { __html: "" };

/** Ordinary rendering, the same markup the build rendered around the part. */
function Rendered<P extends object>({ id, Part, props }: { id: string; Part: ComponentType<P>; props: P }) {
  return (
    <div data-island={id}>
      <Part {...props} />
    </div>
  );
}

export function staticIsland<P extends object>(id: string, load: Loader<P>) {
  const Part = lazy(asModule(load));
  function StaticIsland(props: P) {
    const [keepServerHtml] = useState(() => serverElement(id) !== null);
    return (
      <Suspense fallback={null}>
        {keepServerHtml ? (
          <div data-island={id} suppressHydrationWarning dangerouslySetInnerHTML={KEEP_SERVER_HTML} />
        ) : (
          <Rendered id={id} Part={Part} props={props} />
        )}
      </Suspense>
    );
  }
  StaticIsland.displayName = `StaticIsland(${id})`;
  return StaticIsland;
}

const WAKE_EVENTS = ["focusin", "pointerdown", "touchstart", "keydown"] as const;

/**
 * Resolves when the island nears the viewport or is interacted with, or the visitor navigates.
 * It watches the island by its id, not one element: should React replace the server's element
 * with its fallback copy, `watch` is handed the copy, and events are matched wherever they land.
 */
function wanted(id: string) {
  const selector = selectorOf(id);
  let done = false;
  let wakeUp = () => {};
  const promise = new Promise<void>((resolve) => {
    wakeUp = () => {
      if (done) return;
      done = true;
      observer.disconnect();
      for (const type of WAKE_EVENTS) document.removeEventListener(type, onEvent, true);
      pendingWakeUps.delete(wakeUp);
      resolve();
    };
  });
  const observer = new IntersectionObserver(
    (entries) => entries.some((entry) => entry.isIntersecting) && wakeUp(),
    { rootMargin: "400px 0px" },
  );
  const inside = (target: EventTarget | null) =>
    target instanceof Element && target.closest(selector) !== null;
  function onEvent(event: Event) {
    if (inside(event.target)) wakeUp();
  }
  for (const type of WAKE_EVENTS) document.addEventListener(type, onEvent, { capture: true, passive: true });
  pendingWakeUps.add(wakeUp);
  const watch = (element: HTMLElement | null) => {
    if (element && !done) observer.observe(element);
  };
  watch(document.querySelector<HTMLElement>(selector));
  // The visitor may already be in the form: typing before the page's code arrived.
  if (inside(document.activeElement)) wakeUp();
  return { promise, watch };
}

export function deferredIsland<P extends object>(id: string, load: Loader<P>) {
  const Part = lazy(asModule(load));
  // Made on the first render that needs it, once: its wake-up listeners start then.
  let deferred: { Part: ComponentType<P>; watch: (element: HTMLElement | null) => void } | null = null;
  const deferredPart = () => {
    if (!deferred) {
      const wish = wanted(id);
      deferred = { Part: lazy(() => wish.promise.then(asModule(load))), watch: wish.watch };
    }
    return deferred;
  };
  function DeferredIsland(props: P) {
    // Read before hydration replaces anything: if React ever has to render this part afresh
    // before its code arrives (an update reached it first), it shows this copy meanwhile.
    const [serverHtml] = useState(() => serverElement(id)?.innerHTML ?? null);
    if (serverHtml === null) {
      return (
        <Suspense fallback={null}>
          <Rendered id={id} Part={Part} props={props} />
        </Suspense>
      );
    }
    const { Part: DeferredPart, watch } = deferredPart();
    return (
      <Suspense
        fallback={<div data-island={id} ref={watch} dangerouslySetInnerHTML={{ __html: serverHtml }} />}
      >
        <Rendered id={id} Part={DeferredPart} props={props} />
      </Suspense>
    );
  }
  DeferredIsland.displayName = `DeferredIsland(${id})`;
  return DeferredIsland;
}
