import "@mantine/core/styles/SimpleGrid.css";
import { Container, SimpleGrid, Text } from "@mantine/core";
import { useSiteStory } from "../../../lib/site-story";
import classes from "../marketing.module.css";

/** Spec §1's figures under the hero, or the coach's own (decision 078). */
export function StatsStrip() {
  const { stats } = useSiteStory();
  return (
    <section className={classes.stats} aria-label="Results in numbers">
      <Container size="lg" py={40}>
        <SimpleGrid
          component="ul"
          cols={{ base: 2, md: stats.length }}
          spacing="lg"
          className={classes.navList}
        >
          {stats.map((stat) => (
            <Text component="li" key={stat.label} ta="center">
              <span className={classes.statValue} style={{ display: "block" }}>
                {stat.value}
              </span>
              <span className={classes.statLabel}>{stat.label}</span>
            </Text>
          ))}
        </SimpleGrid>
      </Container>
    </section>
  );
}
