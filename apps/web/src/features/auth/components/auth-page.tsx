import "@mantine/core/styles/Tabs.css";
import { Box, Container, Paper, Stack, Tabs, Text, Title } from "@mantine/core";
import { IconArrowLeft } from "@tabler/icons-react";
import { AnchorLink } from "../../../components/router-links";
import { BRAND } from "../../../lib/brand";
import { type AuthTab, isAuthTab } from "../auth-search";
import { LoginForm } from "./login-form";
import { RegisterForm } from "./register-form";

interface AuthPageProps {
  tab: AuthTab;
  onTabChange: (tab: AuthTab) => void;
  onSignedIn: () => void;
}

export function AuthPage({ tab, onTabChange, onSignedIn }: AuthPageProps) {
  return (
    <Box component="main" mih="100dvh" bg="var(--mantine-color-body)" py={{ base: "lg", sm: 48 }}>
      <Container size={480} px={{ base: "sm", xs: "md" }}>
        <Stack gap="lg">
          <AnchorLink
            to="/"
            size="sm"
            c="dimmed"
            display="inline-flex"
            style={{ alignItems: "center", gap: 6 }}
          >
            <IconArrowLeft size={16} aria-hidden />
            Back to Homepage
          </AnchorLink>
          <Stack gap={4} ta="center">
            <Text fw={700} c="indigo" fz="lg">
              {BRAND.product}
            </Text>
            <Title order={1} fz={{ base: 26, sm: 30 }}>
              {tab === "login" ? "Welcome back" : "Create your account"}
            </Title>
            <Text c="dimmed" size="sm">
              {tab === "login"
                ? "Log in to continue your coaching programme."
                : "Register your business to start growing with expert coaching."}
            </Text>
          </Stack>
          <Paper withBorder shadow="sm" p={{ base: "md", xs: "xl" }} radius="md">
            <Tabs
              value={tab}
              keepMounted={false}
              onChange={(value) => isAuthTab(value) && onTabChange(value)}
            >
              <Tabs.List grow mb="lg">
                <Tabs.Tab value="login">Login</Tabs.Tab>
                <Tabs.Tab value="register">Register</Tabs.Tab>
              </Tabs.List>
              <Tabs.Panel value="login">
                <LoginForm onSuccess={onSignedIn} />
              </Tabs.Panel>
              <Tabs.Panel value="register">
                <RegisterForm onSuccess={onSignedIn} />
              </Tabs.Panel>
            </Tabs>
          </Paper>
        </Stack>
      </Container>
    </Box>
  );
}
