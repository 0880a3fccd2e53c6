/**
 * Renders one page to HTML from its URL, its first reads and the site inputs (brand, brand
 * images, site settings, canonical origin): on the app server, every public page (decision 072),
 * and at build time each public page with the defaults, as a check; and lists the router's pages
 * for the build's route manifest. The browser then hydrates it with the same tree from the same
 * reads and inputs (src/main.tsx), so what is rendered here must not depend on the browser. It
 * also renders, once at build time, the skeleton a signed-in page's shell paints before its code
 * runs (decision 074).
 */
import { MantineProvider } from "@mantine/core";
import { SITE_INPUTS_DEFAULT, type FirstRead, type PageRoute, type SiteInputs } from "@scalemsp/validators";
import { QueryClientProvider } from "@tanstack/react-query";
import { RouterContextProvider, createMemoryHistory } from "@tanstack/react-router";
import { prerender } from "react-dom/static";
import { createAppContext } from "./app-context";
import { AppRoot } from "./app-root";
import { AppLayout } from "./layout/app-layout";
import { defaultColorSchemeFor } from "./lib/color-scheme";
import { SiteInputsProvider } from "./lib/site-inputs";
import { TRPCProvider } from "./lib/trpc";
import { colorSchemeManager, cssVariablesResolver, theme } from "./theme";
import { seedFirstReads } from "./first-reads";
import { createAppRouter } from "./router";
import { pageRoutes } from "./route-manifest";

export interface RenderedPage {
  /** The title, meta and link tags the page's routes declare (React hoists them to the front). */
  head: string;
  /** The markup of #root. */
  body: string;
  notFound: boolean;
}

const HOISTED_TAGS = /^(?:<title>[^<]*<\/title>|<meta\b[^>]*>|<link\b[^>]*>)+/;

/** What the router's last load on the server came to (router-core's `loadServerRoute`). */
interface ServerResult {
  type: string;
  redirect?: { options: { href?: string } };
}

async function loadAt(router: ReturnType<typeof createAppRouter>, url: string) {
  router.update({
    ...router.options,
    history: createMemoryHistory({ initialEntries: [url] }),
    // Its restoring script would be an inline script the content security policy does not allow.
    scrollRestoration: false,
  });
  await router.load();
}

export async function render(
  url: string,
  reads: readonly FirstRead[] = [],
  inputs: SiteInputs = SITE_INPUTS_DEFAULT,
): Promise<RenderedPage> {
  const context = createAppContext(inputs);
  seedFirstReads(context, reads);
  const router = createAppRouter(context);
  await loadAt(router, url);
  // On the server the router answers a URL whose search its route fills in with a redirect to
  // the URL with it (`/dashboard` to `/dashboard?tab=overview`). It is the same page: render
  // that, and the browser, still at the URL it asked for, hydrates the same tree.
  const result = (router as unknown as { _serverResult?: ServerResult })._serverResult;
  if (result?.type === "redirect" && result.redirect?.options.href)
    await loadAt(router, result.redirect.options.href);
  // prerender (unlike renderToString) waits for the lazy parts. Each finished part is written in
  // place: written apart, React would add inline scripts to move it, which the content security
  // policy does not allow.
  const { prelude } = await prerender(<AppRoot context={context} router={router} />, {
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  const html = await new Response(prelude).text();
  const head = HOISTED_TAGS.exec(html)?.[0] ?? "";
  const notFound = router.state.matches.some(
    (match) => match.status === "notFound" || (match as { _notFound?: boolean })._notFound === true,
  );
  return { head, body: html.slice(head.length), notFound };
}

/**
 * `render` as a worker thread of the server's pool runs it (apps/server/src/http/render-pool.ts):
 * a signed-in page for its viewer, its arguments in one message.
 */
export function renderTask(task: { url: string; reads: readonly FirstRead[]; inputs: SiteInputs }) {
  return render(task.url, task.reads, task.inputs);
}

/**
 * A signed-in page's skeleton: the signed-in frame around the route's `pendingComponent`, with
 * no viewer and no data (the shell is the same for everyone; the app renders the page over it
 * from the reads the server sends beside it).
 */
export async function renderSkeleton(
  path: string,
  inputs: SiteInputs = SITE_INPUTS_DEFAULT,
): Promise<RenderedPage> {
  const context = createAppContext(inputs);
  const router = createAppRouter(context);
  router.update({
    ...router.options,
    history: createMemoryHistory({ initialEntries: [path] }),
    scrollRestoration: false,
  });
  const Pending = router.routesByPath[path as keyof typeof router.routesByPath]?.options.pendingComponent;
  if (!Pending) throw new Error(`${path} has no pendingComponent to paint before its data`);
  const { prelude } = await prerender(
    <QueryClientProvider client={context.queryClient}>
      <TRPCProvider trpcClient={context.trpcClient} queryClient={context.queryClient}>
        <SiteInputsProvider inputs={context.site}>
          <RouterContextProvider router={router}>
            <MantineProvider
              theme={theme}
              cssVariablesResolver={cssVariablesResolver}
              colorSchemeManager={colorSchemeManager}
              defaultColorScheme={defaultColorSchemeFor(path)}
            >
              <AppLayout>
                <Pending />
              </AppLayout>
            </MantineProvider>
          </RouterContextProvider>
        </SiteInputsProvider>
      </TRPCProvider>
    </QueryClientProvider>,
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return { head: "", body: await new Response(prelude).text(), notFound: false };
}

/** The router's pages, from the route tree this build was made from (`routes.json`). */
export function routeManifest(): PageRoute[] {
  return pageRoutes(createAppRouter(createAppContext(SITE_INPUTS_DEFAULT)));
}
