import "@mantine/core/styles/NavLink.css";
import "@mantine/core/styles/Avatar.css";
import "@mantine/core/styles/ScrollArea.css";
import "@mantine/core/styles/Divider.css";
import "@mantine/core/styles/AppShell.css";
import { AppShell, Avatar, Button, Divider, Group, NavLink, ScrollArea, Stack, Text } from "@mantine/core";
import {
  IconBook,
  IconBuilding,
  IconFolder,
  IconLayoutDashboard,
  IconLogout,
  IconSettings,
  IconUsers,
  IconUsersGroup,
  IconCalendarEvent,
  IconTarget,
  IconChecklist,
} from "@tabler/icons-react";
import { useLocation, useRouter } from "@tanstack/react-router";
import { type MouseEvent, type ReactNode, useId, useState } from "react";
import { useLogout } from "../session/use-logout";
import type { SessionUser } from "../session/types";
import {
  type ManagementLink,
  RESOURCE_MENU_ITEMS,
  adminHref,
  adminMenuTab,
  ACCOUNTABILITY_HREF,
  COACHING_HREF,
  emailInitial,
  isResourcesPath,
  managementSection,
  roleLabel,
} from "./side-menu-items";

interface MenuLinkProps {
  href: string;
  label: string;
  active: boolean;
  icon?: ReactNode;
  onNavigate: () => void;
}

/**
 * A menu entry with a plain href: the router navigates in place, while a middle click or
 * Ctrl+click still opens a new tab. `active` is decided here, so `aria-current` marks exactly one entry.
 */
function MenuLink({ href, label, active, icon, onNavigate }: MenuLinkProps) {
  const router = useRouter();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void router.navigate({ href });
    onNavigate();
  };
  return (
    <NavLink
      component="a"
      href={href}
      label={label}
      leftSection={icon}
      active={active}
      aria-current={active ? "page" : undefined}
      onClick={onClick}
    />
  );
}

const ICON = { size: 18, stroke: 1.6, "aria-hidden": true } as const;

function managementHref(link: ManagementLink) {
  if (link.area === "coaching") return COACHING_HREF;
  if (link.area === "accountability") return ACCOUNTABILITY_HREF;
  return link.area === "admin" ? adminHref(link.tab) : `/dashboard?tab=${link.tab}`;
}

/** Spec §2's side menu: the member pages, the Resources group, the role's management links, the account. */
export function SideMenu({ user, onNavigate }: { user: SessionUser; onNavigate: () => void }) {
  const location = useLocation();
  const search = location.search as Record<string, unknown>;
  const path = location.pathname.replace(/\/+$/, "") || "/";
  const onResources = isResourcesPath(path);
  const section = managementSection(user);
  const sectionId = useId();

  // The group opens by itself whenever the visitor arrives on a resources page, and stays as they leave it.
  const [resourcesOpen, setResourcesOpen] = useState(onResources);
  const [wasOnResources, setWasOnResources] = useState(onResources);
  if (onResources !== wasOnResources) {
    setWasOnResources(onResources);
    if (onResources) setResourcesOpen(true);
  }

  const isManagementActive = (link: ManagementLink) => {
    if (link.area === "coaching") return path.startsWith(COACHING_HREF);
    if (link.area === "accountability") return path.startsWith(ACCOUNTABILITY_HREF);
    if (link.area === "admin") return adminMenuTab(path, search.tab) === link.tab;
    return path === "/dashboard" && search.tab === link.tab;
  };
  const dashboardActive =
    path === "/dashboard" &&
    !section.links.some((link) => link.area === "dashboard" && isManagementActive(link));

  return (
    <>
      <AppShell.Section grow component={ScrollArea} p="sm">
        <Stack gap={2}>
          <MenuLink
            href="/dashboard"
            label="Dashboard"
            icon={<IconLayoutDashboard {...ICON} />}
            active={dashboardActive}
            onNavigate={onNavigate}
          />
          <MenuLink
            href="/goals"
            label="Goals"
            icon={<IconTarget {...ICON} />}
            active={path === "/goals"}
            onNavigate={onNavigate}
          />
          <MenuLink
            href="/courses"
            label="Courses"
            icon={<IconBook {...ICON} />}
            active={path === "/courses"}
            onNavigate={onNavigate}
          />
          <MenuLink
            href="/sessions"
            label="Sessions"
            icon={<IconCalendarEvent {...ICON} />}
            active={path === "/sessions"}
            onNavigate={onNavigate}
          />
          <NavLink
            component="button"
            type="button"
            label="Resources"
            leftSection={<IconFolder {...ICON} />}
            opened={resourcesOpen}
            onChange={setResourcesOpen}
            aria-expanded={resourcesOpen}
          >
            {RESOURCE_MENU_ITEMS.map((item) => (
              <MenuLink
                key={item.label}
                href={item.type ? `/resources?type=${item.type}` : "/resources"}
                label={item.label}
                active={onResources && (search.type ?? undefined) === item.type}
                onNavigate={onNavigate}
              />
            ))}
          </NavLink>
        </Stack>

        {
          <div role="group" aria-labelledby={sectionId}>
            <Text id={sectionId} size="xs" fw={700} tt="uppercase" c="dimmed" px="sm" mt="lg" mb={4}>
              {section.heading}
            </Text>
            <Stack gap={2}>
              {section.links.map((link) => (
                <MenuLink
                  key={"tab" in link ? `${link.area}-${link.tab}` : link.area}
                  href={managementHref(link)}
                  label={link.label}
                  icon={managementIcon(link)}
                  active={isManagementActive(link)}
                  onNavigate={onNavigate}
                />
              ))}
            </Stack>
          </div>
        }
      </AppShell.Section>

      <AppShell.Section p="sm">
        <Divider mb="sm" />
        <AccountFooter user={user} />
      </AppShell.Section>
    </>
  );
}

function managementIcon(link: ManagementLink) {
  if (link.area === "coaching") return <IconCalendarEvent {...ICON} />;
  if (link.area === "accountability") return <IconChecklist {...ICON} />;
  if (link.tab === "settings") return <IconSettings {...ICON} />;
  if (link.tab === "businesses") return <IconBuilding {...ICON} />;
  if (link.tab === "team") return <IconUsersGroup {...ICON} />;
  return <IconUsers {...ICON} />;
}

function AccountFooter({ user }: { user: SessionUser }) {
  const { logout, isPending } = useLogout();
  return (
    <Stack gap="sm">
      <Group gap="sm" wrap="nowrap">
        <Avatar color="indigo" radius="xl" aria-hidden>
          {emailInitial(user.email)}
        </Avatar>
        <div style={{ minWidth: 0 }}>
          <Text size="sm" fw={600} truncate="end" title={user.email}>
            {user.email}
          </Text>
          <Text size="xs" c="dimmed">
            {roleLabel(user.role)}
          </Text>
        </div>
      </Group>
      <Button
        variant="default"
        fullWidth
        leftSection={<IconLogout size={16} aria-hidden />}
        onClick={logout}
        loading={isPending}
      >
        Log out
      </Button>
    </Stack>
  );
}
