import "./styles/base";
import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { createAppContext } from "./app-context";
import { AppRoot } from "./app-root";
import { seedFirstReads, takeFirstReads } from "./first-reads";
import { startIslandHydration } from "./features/marketing/islands";
import { followSessionHint } from "./session/session-hint";
import { createAppRouter } from "./router";

const context = createAppContext();
// What the server sent with the page (and rendered it with): the first render shows the same.
seedFirstReads(context, takeFirstReads());
const router = createAppRouter(context);
followSessionHint(context.queryClient, context);

const container = document.getElementById("root");
if (!container) throw new Error("The page has no #root element");

const app = (
  <StrictMode>
    <AppRoot context={context} router={router} />
  </StrictMode>
);

if (container.firstElementChild) {
  // A page the build pre-rendered. Marked as such, the router renders the tree it rendered at
  // build time (no extra suspense boundary at the top); its route's code loads first, so the
  // first render matches the HTML.
  router.ssr = { manifest: undefined };
  startIslandHydration(router.history);
  void router
    .load()
    .catch(() => undefined)
    .then(() => hydrateRoot(container, app));
} else {
  createRoot(container).render(app);
}
