import "@mantine/core/styles/Tabs.css";
import { Tabs } from "@mantine/core";
import { BILLING_TEXTS, PLAN_LABELS, type BillingInterval, type PlanLevel } from "@scalemsp/validators";
import { type AuthTab, isAuthTab } from "../auth-search";
import { AuthFrame } from "./auth-frame";
import { LoginForm } from "./login-form";
import { RegisterForm } from "./register-form";

interface AuthPageProps {
  tab: AuthTab;
  /** The plan chosen on `/pricing`: checkout opens once signed in (contract §16). */
  subscribing?: { plan: PlanLevel; interval: BillingInterval } | null;
  onTabChange: (tab: AuthTab) => void;
  onSignedIn: () => void;
}

export function AuthPage({ tab, subscribing = null, onTabChange, onSignedIn }: AuthPageProps) {
  return (
    <AuthFrame
      title={
        subscribing
          ? BILLING_TEXTS.registerToSubscribe
          : tab === "login"
            ? "Welcome back"
            : "Create your account"
      }
      subtitle={
        subscribing
          ? BILLING_TEXTS.registerToSubscribeText(
              PLAN_LABELS[subscribing.plan],
              subscribing.interval === "year" ? BILLING_TEXTS.billedYearly : BILLING_TEXTS.billedMonthly,
            )
          : tab === "login"
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
