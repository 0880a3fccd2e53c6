import { createFileRoute } from "@tanstack/react-router";
import { ForgotPasswordPage } from "../features/auth/components/forgot-password-page";
import { BRAND } from "../lib/brand";

/** Public, without the site's header and footer, like /auth. */
export const Route = createFileRoute("/forgot-password")({
  head: () => ({
    meta: [{ title: `Forgot Password | ${BRAND.product}` }, { name: "robots", content: "noindex" }],
  }),
  component: ForgotPasswordPage,
});
