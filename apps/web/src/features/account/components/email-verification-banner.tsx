import { Button, Group, Text } from "@mantine/core";
import { EMAIL_VERIFICATION_TEXTS as T } from "@scalemsp/validators";
import { IconMailCheck } from "@tabler/icons-react";
import { useMutation, useQuery } from "@tanstack/react-query";
import { NoticeBanner } from "../../../components/notice-banner";
import { useTRPC } from "../../../lib/trpc";
import { errorMessageOf } from "../../../lib/trpc-errors";

/**
 * Contract §14: asks an owner whose e-mail address is not verified to confirm it, with a
 * 'send again' the server limits. Nothing shows while loading, once verified, or on error.
 */
export function EmailVerificationBanner() {
  const trpc = useTRPC();
  const status = useQuery(trpc.account.emailVerification.queryOptions());
  const resend = useMutation(trpc.account.resendVerification.mutationOptions());
  if (!status.data || status.data.verified) return null;
  return (
    <NoticeBanner color="yellow" title={T.bannerTitle} icon={<IconMailCheck size={20} aria-hidden />}>
      <Text size="sm">{T.banner(status.data.email)}</Text>
      <Group gap="sm" mt="sm" align="center">
        <Button
          size="xs"
          variant="default"
          loading={resend.isPending}
          disabled={resend.isSuccess}
          onClick={() => resend.mutate()}
        >
          {T.resend}
        </Button>
        <Text size="sm" role="status" c={resend.isError ? "red.8" : undefined}>
          {resend.isSuccess ? T.resent : resend.isError ? errorMessageOf(resend.error) : ""}
        </Text>
      </Group>
    </NoticeBanner>
  );
}
