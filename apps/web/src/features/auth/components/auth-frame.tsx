import { Box, Container, Paper, Stack, Text, Title } from "@mantine/core";
import { IconArrowLeft } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { AnchorLink } from "../../../components/router-links";
import { useBrand } from "../../../lib/site-inputs";

interface AuthFrameProps {
  title: ReactNode;
  subtitle?: ReactNode;
  children: ReactNode;
}

/** The narrow signed-out page of /auth and /reset-password: the way home, the brand, a title and a card. */
export function AuthFrame({ title, subtitle, children }: AuthFrameProps) {
  const brand = useBrand();
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
              {brand.product}
            </Text>
            <Title order={1} fz={{ base: 26, sm: 30 }} c="bright">
              {title}
            </Title>
            {subtitle ? (
              <Text c="dimmed" size="sm">
                {subtitle}
              </Text>
            ) : null}
          </Stack>
          <Paper withBorder shadow="sm" p={{ base: "md", xs: "xl" }} radius="md">
            {children}
          </Paper>
        </Stack>
      </Container>
    </Box>
  );
}
