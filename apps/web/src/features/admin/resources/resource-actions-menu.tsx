import "@mantine/core/styles/Overlay.css";
import "@mantine/core/styles/Popover.css";
import "@mantine/core/styles/Menu.css";
import { ActionIcon, Menu } from "@mantine/core";
import { IconDots, IconEye, IconEyeOff, IconPencil, IconStar, IconStarOff } from "@tabler/icons-react";
import type { AdminResource } from "../shared/api-types";

export type Patch = { featured: boolean } | { isActive: boolean };

/** The row's menu button (Menu.Target sets its own id, so a data attribute names it). */
export const actionsButtonOf = (resourceId: number) =>
  document.querySelector<HTMLElement>(`[data-resource-actions="${resourceId}"]`);

interface ResourceActionsMenuProps {
  resource: AdminResource;
  busy: boolean;
  onEdit: () => void;
  onPatch: (change: Patch) => void;
}

/** Edit, feature/unfeature and activate/deactivate, one menu a row so the table stays narrow. */
export function ResourceActionsMenu({ resource, busy, onEdit, onPatch }: ResourceActionsMenuProps) {
  const label = `Actions for ${resource.title}`;
  return (
    // In place rather than in a portal, so the menu stays inside the page's main landmark.
    <Menu
      position="bottom-end"
      shadow="md"
      withinPortal={false}
      floatingStrategy="fixed"
      withInitialFocusPlaceholder={false}
    >
      <Menu.Target>
        <ActionIcon
          data-resource-actions={resource.id}
          variant="subtle"
          color="gray"
          aria-label={label}
          loading={busy}
        >
          <IconDots size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown aria-label={label}>
        <Menu.Item leftSection={<IconPencil size={16} aria-hidden />} onClick={onEdit}>
          Edit
        </Menu.Item>
        <Menu.Item
          leftSection={
            resource.featured ? <IconStarOff size={16} aria-hidden /> : <IconStar size={16} aria-hidden />
          }
          onClick={() => onPatch({ featured: !resource.featured })}
        >
          {resource.featured ? "Unfeature" : "Feature"}
        </Menu.Item>
        <Menu.Item
          leftSection={
            resource.isActive ? <IconEyeOff size={16} aria-hidden /> : <IconEye size={16} aria-hidden />
          }
          onClick={() => onPatch({ isActive: !resource.isActive })}
        >
          {resource.isActive ? "Deactivate" : "Activate"}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
