import "@mantine/core/styles/SimpleGrid.css";
import { Container, Paper, SimpleGrid, Stack, Text } from "@mantine/core";
import { IconStarFilled } from "@tabler/icons-react";
import { COMMUNITY_NOTE, TESTIMONIALS, type Testimonial } from "../content";
import classes from "../marketing.module.css";
import { SectionHeading } from "./section-heading";

export function Rating({ value }: { value: number }) {
  return (
    <span className={classes.stars} role="img" aria-label={`Rated ${value} out of 5`}>
      {Array.from({ length: value }, (_, index) => (
        <IconStarFilled key={index} size={18} aria-hidden />
      ))}
    </span>
  );
}

function TestimonialCard({ testimonial, index }: { testimonial: Testimonial; index: number }) {
  return (
    <Paper
      component="figure"
      withBorder
      radius="lg"
      p="xl"
      m={0}
      shadow="xs"
      className={`${classes.card} ${classes.stagger}`}
      style={{ "--stagger-index": index }}
      data-reveal=""
    >
      <Rating value={testimonial.rating} />
      <Text
        component="blockquote"
        size="lg"
        mt="md"
        mx={0}
        className={`${classes.quote} ${classes.cardFill}`}
      >
        “{testimonial.quote}”
      </Text>
      <Text component="figcaption" mt="lg">
        <Text span fw={700} display="block">
          {testimonial.name}
        </Text>
        <Text span size="sm" c="dimmed">
          {testimonial.company}
        </Text>
      </Text>
    </Paper>
  );
}

/** Spec §2 testimonials: three stories rated 5, entering one after another, and the community note. */
export function TestimonialsSection() {
  return (
    <section id="testimonials" aria-labelledby="testimonials-title">
      <Container size="lg" py={{ base: 56, sm: 88 }}>
        <SectionHeading
          id="testimonials-title"
          eyebrow="Success stories"
          title="What MSP Owners Say About Us"
          text="Real results from owners who invested in coaching."
        />
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
          {TESTIMONIALS.map((testimonial, index) => (
            <TestimonialCard key={testimonial.name} testimonial={testimonial} index={index} />
          ))}
        </SimpleGrid>
        <Stack align="center" mt={40}>
          <Text ta="center" size="lg" fw={500} maw={640}>
            {COMMUNITY_NOTE}
          </Text>
        </Stack>
      </Container>
    </section>
  );
}
