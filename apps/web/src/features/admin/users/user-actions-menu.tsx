import "@mantine/core/styles/Overlay.css";
import "@mantine/core/styles/Popover.css";
import "@mantine/core/styles/Menu.css";
import { ActionIcon, Menu } from "@mantine/core";
import { IconDots, IconEye, IconKey, IconUserCheck, IconUserOff } from "@tabler/icons-react";
import { MenuItemLink } from "../shared/menu-item-link";

interface UserActionsMenuProps {
  user: { id: number; email: string; isActive: boolean };
  busy: boolean;
  onResetPassword: () => void;
  onToggleStatus: () => void;
}

export function UserActionsMenu({ user, busy, onResetPassword, onToggleStatus }: UserActionsMenuProps) {
  return (
    // Rendered in place (fixed, so the table's scroll area does not clip it) to stay inside the
    // page's main landmark; no focus placeholder, so the menu holds menu items only.
    <Menu
      position="bottom-end"
      shadow="md"
      withinPortal={false}
      floatingStrategy="fixed"
      withInitialFocusPlaceholder={false}
    >
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={`Actions for ${user.email}`} loading={busy}>
          <IconDots size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown aria-label={`Actions for ${user.email}`}>
        <MenuItemLink
          to="/admin/users/$userId"
          params={{ userId: String(user.id) }}
          leftSection={<IconEye size={16} aria-hidden />}
        >
          View Details
        </MenuItemLink>
        <Menu.Item leftSection={<IconKey size={16} aria-hidden />} onClick={onResetPassword}>
          Reset Password
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item
          leftSection={
            user.isActive ? (
              <IconUserOff size={16} color="var(--mantine-color-red-filled)" aria-hidden />
            ) : (
              <IconUserCheck size={16} aria-hidden />
            )
          }
          onClick={onToggleStatus}
        >
          {user.isActive ? "Deactivate User" : "Activate User"}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
