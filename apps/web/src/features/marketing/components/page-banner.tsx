import { Container, Text, Title } from "@mantine/core";
import classes from "../marketing.module.css";

/** The banner at the top of each public page other than home: the page's one h1. */
export function PageBanner({ title, text }: { title: string; text?: string }) {
  return (
    <section className={classes.banner} aria-labelledby="page-title">
      <Container size="lg" py={{ base: 48, sm: 72 }}>
        <Title order={1} id="page-title" className={classes.heroTitle} c="white">
          {title}
        </Title>
        {text && (
          <Text size="lg" mt="md" maw={680} className={classes.bannerText}>
            {text}
          </Text>
        )}
      </Container>
    </section>
  );
}
