import { Link, type LinkProps } from "@tanstack/react-router";

export interface NavLinkItem {
  label: string;
  to: LinkProps["to"];
  search?: LinkProps["search"];
  /** Active only on this exact path and search (Learning and Sessions share /dashboard). */
  exact?: boolean;
}

/** Spec §2 "Public header", signed out. */
export const PUBLIC_LINKS: readonly NavLinkItem[] = [
  { label: "Home", to: "/", exact: true },
  { label: "Services", to: "/services" },
  { label: "About", to: "/about" },
  { label: "Testimonials", to: "/testimonials" },
  { label: "Contact", to: "/contact" },
];

/** Spec §2 "Public header", signed in. */
export const MEMBER_LINKS: readonly NavLinkItem[] = [
  { label: "Dashboard", to: "/dashboard", exact: true },
  { label: "Learning", to: "/dashboard", search: { tab: "learning" }, exact: true },
  { label: "Sessions", to: "/dashboard", search: { tab: "sessions" }, exact: true },
  { label: "Resources", to: "/resources" },
];

/** The signed-in member the public header shows, with the logout action. */
export interface HeaderMember {
  email: string;
  logout: () => void;
  loggingOut: boolean;
}

/** The one place that decides which header links a visitor sees. */
export const linksFor = (member: HeaderMember | null) => (member ? MEMBER_LINKS : PUBLIC_LINKS);

export function NavItemLink({
  item,
  className,
  onClick,
}: {
  item: NavLinkItem;
  className?: string;
  onClick?: () => void;
}) {
  return (
    <Link
      to={item.to}
      search={item.search}
      className={className}
      activeOptions={{ exact: item.exact, includeSearch: item.exact }}
      onClick={onClick}
    >
      {item.label}
    </Link>
  );
}
