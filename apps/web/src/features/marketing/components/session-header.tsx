import type { ComponentType } from "react";
import { useLogout } from "../../../session/use-logout";
import { useSession } from "../../../session/use-session";
import type { HeaderMember } from "../nav-links";

/** Loaded only for a visitor who may be signed in, so most visits skip the session code. */
export default function SessionHeader({
  view: View,
}: {
  view: ComponentType<{ member: HeaderMember | null }>;
}) {
  const { user } = useSession();
  const { logout, isPending } = useLogout();
  return <View member={user ? { email: user.email, logout, loggingOut: isPending } : null} />;
}
