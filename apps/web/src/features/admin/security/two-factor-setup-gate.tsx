import { Navigate, useLocation } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { useTwoFactorStatus } from "../../../components/account-security/use-account-security";

/**
 * With the admin rule on, an admin without two-factor sign-in is sent to the Security tab to
 * set it up; the server refuses their admin calls until then, this only shows the way.
 */
export function TwoFactorSetupGate({ children }: { children: ReactNode }) {
  const status = useTwoFactorStatus();
  const location = useLocation();
  const onSecurityTab =
    location.pathname === "/admin" && (location.search as { tab?: string }).tab === "security";
  if (status.data?.setupRequired && !onSecurityTab) {
    return <Navigate to="/admin" search={{ tab: "security" }} replace />;
  }
  return children;
}
