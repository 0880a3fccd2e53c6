import { createFileRoute } from "@tanstack/react-router";
import { ForgotPasswordPage } from "../features/auth/components/forgot-password-page";

/** Public, without the site's header and footer, like /auth. */
export const Route = createFileRoute("/forgot-password")({
  head: ({ match }) => ({
    meta: [
      { title: `Forgot Password | ${match.context.site.brand.product}` },
      { name: "robots", content: "noindex" },
    ],
  }),
  component: ForgotPasswordPage,
});
