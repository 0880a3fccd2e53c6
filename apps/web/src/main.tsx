import "./styles/base";
import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { createAppContext } from "./app-context";
import { AppRoot } from "./app-root";
import { seedFirstReads } from "./first-reads";
import { startIslandHydration } from "./features/marketing/islands";
import { readPageData, seedPageData } from "./lib/page-data";
import { followSessionHint } from "./session/session-hint";
import { createAppRouter } from "./router";

const context = createAppContext();
seedFirstReads(context);
const router = createAppRouter(context);
// The data the server rendered the page with: the first render must show the same.
seedPageData(context, readPageData());
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
