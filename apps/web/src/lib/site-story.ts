import { SITE_STORY_DEFAULT, type SiteStory } from "@scalemsp/validators";
import { useQuery } from "@tanstack/react-query";
import { useTRPC } from "./trpc";

/**
 * The public site's stories, figures and coach (decision 078). The build renders the defaults;
 * the server renders the pages again with the coach's (the routes' first reads), and after a
 * navigation the app reads them.
 */
export function useSiteStory(): SiteStory {
  const trpc = useTRPC();
  const query = useQuery({
    ...trpc.settings.story.queryOptions(),
    placeholderData: SITE_STORY_DEFAULT,
    staleTime: 60_000,
  });
  return query.data ?? SITE_STORY_DEFAULT;
}
