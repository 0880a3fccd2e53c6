import "@mantine/core/styles/SimpleGrid.css";
import { Container, SimpleGrid, Text } from "@mantine/core";
import { STATS } from "../content";
import classes from "../marketing.module.css";

/** Spec §1's figures under the hero. */
export function StatsStrip() {
  return (
    <section className={classes.stats} aria-label="Results in numbers">
      <Container size="lg" py={40}>
        <SimpleGrid component="ul" cols={{ base: 2, md: 4 }} spacing="lg" className={classes.navList}>
          {STATS.map((stat) => (
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
