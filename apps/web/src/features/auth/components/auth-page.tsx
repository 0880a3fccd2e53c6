import "@mantine/core/styles/Tabs.css";
import { Tabs } from "@mantine/core";
import { type AuthTab, isAuthTab } from "../auth-search";
import { AuthFrame } from "./auth-frame";
import { LoginForm } from "./login-form";
import { RegisterForm } from "./register-form";

interface AuthPageProps {
  tab: AuthTab;
  onTabChange: (tab: AuthTab) => void;
  onSignedIn: () => void;
}

export function AuthPage({ tab, onTabChange, onSignedIn }: AuthPageProps) {
  return (
    <AuthFrame
      title={tab === "login" ? "Welcome back" : "Create your account"}
      subtitle={
        tab === "login"
          ? "Log in to continue your coaching program."
          : "Register your business to start growing with expert coaching."
      }
    >
      <Tabs value={tab} keepMounted={false} onChange={(value) => isAuthTab(value) && onTabChange(value)}>
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
    </AuthFrame>
  );
}
