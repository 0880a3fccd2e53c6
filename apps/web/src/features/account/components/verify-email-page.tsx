import { EMAIL_VERIFICATION_MESSAGES, EMAIL_VERIFICATION_TEXTS as T } from "@scalemsp/validators";
import { useMutation } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { LinkResultPanel } from "../../../components/link-result-panel";
import { ButtonLink } from "../../../components/router-links";
import { useTRPC } from "../../../lib/trpc";
import { errorMessageOf } from "../../../lib/trpc-errors";

/** `/verify-email?token=…`, the link of the registration e-mail: confirms the address as it opens. */
export function VerifyEmailPage({ token }: { token: string | undefined }) {
  const trpc = useTRPC();
  const verify = useMutation(trpc.account.verifyEmail.mutationOptions());
  const started = useRef(false);
  useEffect(() => {
    // Once per visit (development's strict mode runs effects twice).
    if (started.current || !token) return;
    started.current = true;
    verify.mutate({ token });
  }, [token, verify]);
  const toDashboard = <ButtonLink to="/dashboard">{T.toDashboard}</ButtonLink>;
  if (!token || verify.isError)
    return (
      <LinkResultPanel
        state="failed"
        title={T.pageTitle}
        text={verify.error ? errorMessageOf(verify.error) : EMAIL_VERIFICATION_MESSAGES.linkInvalid}
        actions={toDashboard}
      />
    );
  if (!verify.isSuccess) return <LinkResultPanel state="working" title={T.pageTitle} text={T.verifying} />;
  return <LinkResultPanel state="done" title={T.pageTitle} text={T.verified} actions={toDashboard} />;
}
