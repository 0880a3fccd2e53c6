import "@mantine/core/styles/Breadcrumbs.css";
import { Breadcrumbs, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { AnchorLink } from "../../../components/router-links";
import type { AdminTab } from "./admin-search";

interface AdminBreadcrumbsProps {
  /** The admin tab this screen belongs to. */
  tab: AdminTab;
  tabLabel: string;
  /** Links between the tab and the current page. */
  middle?: ReactNode;
  current: string;
}

/** Where a detail screen sits, with a way back to its list. */
export function AdminBreadcrumbs({ tab, tabLabel, middle, current }: AdminBreadcrumbsProps) {
  return (
    <nav aria-label="Breadcrumb">
      <Breadcrumbs separatorMargin={6} style={{ flexWrap: "wrap" }}>
        <AnchorLink to="/admin" size="sm">
          Admin Dashboard
        </AnchorLink>
        <AnchorLink to="/admin" search={{ tab }} size="sm">
          {tabLabel}
        </AnchorLink>
        {middle}
        <Text size="sm" c="dimmed" aria-current="page">
          {current}
        </Text>
      </Breadcrumbs>
    </nav>
  );
}
