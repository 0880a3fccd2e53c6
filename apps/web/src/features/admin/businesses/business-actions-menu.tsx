import "@mantine/core/styles/Overlay.css";
import "@mantine/core/styles/Popover.css";
import "@mantine/core/styles/Menu.css";
import { ActionIcon, Menu } from "@mantine/core";
import { IconDots, IconEye, IconPlayerPlay, IconPlayerStop, IconUsers } from "@tabler/icons-react";
import { MenuItemLink } from "../shared/menu-item-link";
import type { StatusTarget } from "./business-status-modal";

interface BusinessActionsMenuProps {
  business: StatusTarget;
  onToggleStatus: (business: StatusTarget) => void;
}

export function BusinessActionsMenu({ business, onToggleStatus }: BusinessActionsMenuProps) {
  const params = { businessId: String(business.id) };
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
        <ActionIcon variant="subtle" color="gray" aria-label={`Actions for ${business.name}`}>
          <IconDots size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown aria-label={`Actions for ${business.name}`}>
        <MenuItemLink
          to="/admin/businesses/$businessId"
          params={params}
          leftSection={<IconEye size={16} aria-hidden />}
        >
          View Details
        </MenuItemLink>
        <MenuItemLink
          to="/admin/businesses/$businessId/users"
          params={params}
          leftSection={<IconUsers size={16} aria-hidden />}
        >
          Manage Users
        </MenuItemLink>
        <Menu.Divider />
        <Menu.Item
          leftSection={
            business.isActive ? (
              <IconPlayerStop size={16} color="var(--mantine-color-red-filled)" aria-hidden />
            ) : (
              <IconPlayerPlay size={16} aria-hidden />
            )
          }
          onClick={() => onToggleStatus(business)}
        >
          {business.isActive ? "Deactivate" : "Activate"}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
