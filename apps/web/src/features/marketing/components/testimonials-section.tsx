import "@mantine/core/styles/SimpleGrid.css";
import { Container, Group, Paper, SimpleGrid, Stack, Text } from "@mantine/core";
import { IconStarFilled } from "@tabler/icons-react";
import { BrandImageSlot } from "../../../components/brand-image-slot";
import { ResponsiveImage } from "../../../components/responsive-image";
import { useBrandImages } from "../../../lib/site-inputs";
import {
  BRAND_IMAGE_SLOTS,
  CLIENT_LOGOS_LIST,
  testimonialSlot,
  type Testimonial,
} from "@scalemsp/validators";
import { useSiteStory } from "../../../lib/site-story";
import { COMMUNITY_NOTE } from "../content";
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

/** "Sarah Mitchell" → "SM": the face's place while no photo is set. */
const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .map((part) => part[0])
    .join("")
    .slice(0, 2)
    .toUpperCase();

/** The clients' logos under the stories; with no logos set, the strip hides (CSS). */
function ClientLogos() {
  const { clientLogos } = useBrandImages();
  return (
    <div className={classes.clientStrip}>
      <Text size="sm" c="dimmed" ta="center" fw={600} tt="uppercase">
        Trusted by MSPs like
      </Text>
      <div data-image-list={CLIENT_LOGOS_LIST} className={classes.clientLogos}>
        {clientLogos.map((logo) => (
          <ResponsiveImage
            key={logo.src}
            src={logo.src}
            alt={logo.name}
            sizes={BRAND_IMAGE_SLOTS.clientLogo.sizes}
          />
        ))}
      </div>
    </div>
  );
}

function TestimonialCard({ testimonial, index }: { testimonial: Testimonial; index: number }) {
  const { testimonialPhotos } = useBrandImages();
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
      <Group component="figcaption" mt="lg" gap="sm" wrap="nowrap">
        <span className={classes.face}>
          <BrandImageSlot
            kind="testimonial"
            slot={testimonialSlot(index)}
            src={testimonialPhotos[index]}
            fallback={initialsOf(testimonial.name)}
          />
        </span>
        <Text span>
          <Text span fw={700} display="block">
            {testimonial.name}
          </Text>
          <Text span size="sm" c="dimmed">
            {testimonial.company}
          </Text>
        </Text>
      </Group>
    </Paper>
  );
}

/**
 * Spec §2 testimonials: three stories rated 5 (or the coach's own, decision 078), entering one
 * after another, and the community note.
 */
export function TestimonialsSection() {
  const { testimonials } = useSiteStory();
  return (
    <section id="testimonials" aria-labelledby="testimonials-title">
      <Container size="lg" py={{ base: 56, sm: 88 }}>
        <SectionHeading
          id="testimonials-title"
          eyebrow="Success stories"
          title="What MSP Owners Say About Us"
          text="Real results from owners who invested in coaching."
        />
        <SimpleGrid cols={{ base: 1, md: Math.min(testimonials.length, 3) }} spacing="lg">
          {testimonials.map((testimonial, index) => (
            <TestimonialCard key={`${index}-${testimonial.name}`} testimonial={testimonial} index={index} />
          ))}
        </SimpleGrid>
        <ClientLogos />
        <Stack align="center" mt={40}>
          <Text ta="center" size="lg" fw={500} maw={640}>
            {COMMUNITY_NOTE}
          </Text>
        </Stack>
      </Container>
    </section>
  );
}
