import "./styles/base";
import { APP_STARTED_ATTRIBUTE, PAGE_SKELETON_ATTRIBUTE } from "@scalemsp/validators";
import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "./react-dom-client";
import { createAppContext } from "./app-context";
import { AppRoot } from "./app-root";
import { seedFirstReads, takeFirstReads } from "./first-reads";
import { takeSiteInputs } from "./lib/site-inputs";
import { leftFirstPage } from "./lib/sent-with-page";
import { startIslandHydration } from "./features/marketing/islands";
import { followSessionHint } from "./session/session-hint";
import { createAppRouter } from "./router";

// Inter is declared only now, after the first paint, so its file does not compete with the
// page's HTML and stylesheets (styles/inter.css).
void import("./styles/inter.css");

/**
 * A new task. Evaluating the app's modules takes one task of its own; building the app and
 * loading the route wait for the next ones, so that no single task holds the main thread for
 * all of it and the browser can paint and answer input in between.
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

async function startApp() {
  await nextTask();
  // What the server sent with the page (a public page rendered with it, or a signed-in page's
  // reads) and the site inputs it was made with: the first render shows the same without asking.
  const context = createAppContext(takeSiteInputs());
  seedFirstReads(context, takeFirstReads());
  const router = createAppRouter(context);
  // Past the first page, what came with it is read again like any other answer.
  const stopWatching = router.subscribe("onBeforeNavigate", (event) => {
    if (!event.fromLocation || !event.pathChanged) return;
    leftFirstPage();
    stopWatching();
  });
  followSessionHint(context.queryClient, context);

  const container = document.getElementById("root");
  if (!container) throw new Error("The page has no #root element");

  const app = (
    <StrictMode>
      <AppRoot context={context} router={router} />
    </StrictMode>
  );

  // The empty shell, or a signed-in page's skeleton with the viewer's reads beside it (seeded
  // above): the app renders the page over it from those reads, with no request between.
  if (!container.firstElementChild || container.querySelector(`[${PAGE_SKELETON_ATTRIBUTE}]`)) {
    createRoot(container).render(app);
    return;
  }
  // A page pre-rendered by the build, or rendered again by the server with the coach's data.
  // Marked as such, the router renders the tree rendered there (no extra suspense boundary at
  // the top); its route's code loads first, so the first render matches the HTML.
  router.ssr = { manifest: undefined };
  startIslandHydration(router.history);
  await nextTask();
  await router.load().catch(() => undefined);
  document.documentElement.setAttribute(APP_STARTED_ATTRIBUTE, "");
  // As a transition, hydration yields to the browser every few milliseconds instead of
  // holding the main thread for the whole page: taps and scrolls are answered meanwhile.
  startTransition(() => {
    hydrateRoot(container, app);
  });
}

void startApp();
