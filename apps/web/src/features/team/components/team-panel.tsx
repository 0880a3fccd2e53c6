import "@mantine/core/styles/Card.css";
import "@mantine/core/styles/Grid.css";
import "@mantine/core/styles/Alert.css";
import "@mantine/core/styles/Divider.css";
import { Alert, Button, Card, Divider, Grid, Loader, Stack, Text, Title } from "@mantine/core";
import { TEAM_MESSAGES } from "@scalemsp/validators";
import { IconAlertCircle } from "@tabler/icons-react";
import { Fragment, type ReactNode } from "react";
import { useTeam } from "../hooks/use-team";
import { InvitationRow } from "./invitation-row";
import { InviteForm } from "./invite-form";
import { MemberRow } from "./member-row";

function Section({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby={id}>
      <Stack gap="sm">
        <Stack gap={4}>
          <Title order={3} size="h4" id={id}>
            {title}
          </Title>
          {description ? (
            <Text size="sm" c="dimmed">
              {description}
            </Text>
          ) : null}
        </Stack>
        {children}
      </Stack>
    </Card>
  );
}

/** A list with a line between its rows. */
function RowList({ children }: { children: ReactNode[] }) {
  return (
    <Stack gap={0} component="ul" style={{ listStyle: "none", margin: 0, padding: 0 }}>
      {children.map((child, index) => (
        <Fragment key={index}>
          {index > 0 ? <Divider component="li" aria-hidden /> : null}
          {child}
        </Fragment>
      ))}
    </Stack>
  );
}

/** The dashboard's Team tab (contract §11): the owner's people, invitations and the invite form. */
export function TeamPanel({ viewerId }: { viewerId: number }) {
  const team = useTeam();
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Section id="team-people" title={TEAM_MESSAGES.teamTitle} description={TEAM_MESSAGES.teamIntro}>
          {team.isPending ? (
            <Loader size="sm" aria-label="Loading the team" />
          ) : team.isError ? (
            <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle aria-hidden />}>
              <Stack gap="xs" align="flex-start">
                <Text size="sm">{TEAM_MESSAGES.loadFailed}</Text>
                <Button size="xs" variant="default" onClick={() => void team.refetch()}>
                  Retry
                </Button>
              </Stack>
            </Alert>
          ) : (
            <RowList>
              {team.data.users.map((member) => (
                <MemberRow key={member.id} member={member} isSelf={member.id === viewerId} />
              ))}
            </RowList>
          )}
        </Section>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Stack gap="lg">
          <Section id="team-invite" title={TEAM_MESSAGES.inviteTitle} description={TEAM_MESSAGES.inviteHint}>
            <InviteForm />
          </Section>
          <Section id="team-pending" title={TEAM_MESSAGES.pendingTitle}>
            {team.data && team.data.invitations.length > 0 ? (
              <RowList>
                {team.data.invitations.map((invitation) => (
                  <InvitationRow key={invitation.id} invitation={invitation} />
                ))}
              </RowList>
            ) : team.data ? (
              <Text size="sm" c="dimmed">
                {TEAM_MESSAGES.pendingEmpty}
              </Text>
            ) : null}
          </Section>
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
