import "@mantine/core/styles/Divider.css";
import "@mantine/core/styles/ModalBase.css";
import "@mantine/core/styles/Overlay.css";
import "@mantine/core/styles/ScrollArea.css";
import "@mantine/core/styles/Drawer.css";
import { Button, Divider, Drawer, Stack } from "@mantine/core";
import { IconLogout, IconUser } from "@tabler/icons-react";
import { ButtonLink } from "../../../components/router-links";
import { useBrand } from "../../../lib/site-inputs";
import classes from "../marketing.module.css";
import { type HeaderMember, NavItemLink, linksFor } from "../nav-links";

interface MobileMenuProps {
  opened: boolean;
  onClose: () => void;
  member: HeaderMember | null;
}

/**
 * The header's menu on small screens: a drawer that traps focus, closes on Escape and returns
 * focus to the menu button. Loaded on first use, so pages do not pay for it up front.
 */
export default function MobileMenu({ opened, onClose, member }: MobileMenuProps) {
  const brand = useBrand();
  return (
    <Drawer.Root opened={opened} onClose={onClose} position="right" size="xs" returnFocus={false}>
      <Drawer.Overlay />
      <Drawer.Content>
        {/* A plain div: a <header> here would be a second banner landmark on the page. */}
        <Drawer.Header {...{ component: "div" }}>
          <Drawer.Title>{brand.product}</Drawer.Title>
          <Drawer.CloseButton aria-label="Close menu" />
        </Drawer.Header>
        <Drawer.Body>
          <Stack gap="xs" component="nav" aria-label="Main">
            {linksFor(member).map((item) => (
              <NavItemLink key={item.label} item={item} className={classes.drawerLink} onClick={onClose} />
            ))}
            <Divider my="sm" />
            {member ? (
              <>
                <ButtonLink
                  to="/dashboard"
                  variant="default"
                  leftSection={<IconUser size={16} aria-hidden />}
                  onClick={onClose}
                >
                  Your profile
                </ButtonLink>
                <Button
                  variant="default"
                  leftSection={<IconLogout size={16} aria-hidden />}
                  onClick={() => {
                    onClose();
                    member.logout();
                  }}
                  loading={member.loggingOut}
                >
                  Log out
                </Button>
              </>
            ) : (
              <>
                <ButtonLink to="/auth" search={{ tab: "login" }} variant="default" onClick={onClose}>
                  Login
                </ButtonLink>
                <ButtonLink to="/auth" search={{ tab: "register" }} onClick={onClose}>
                  Get Started
                </ButtonLink>
              </>
            )}
          </Stack>
        </Drawer.Body>
      </Drawer.Content>
    </Drawer.Root>
  );
}
