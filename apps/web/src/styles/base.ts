/*
 * Mantine styles shared by every page, in dependency order. Styles used by one area
 * only are imported next to its components, so they ship in that area's chunk and
 * always load after these.
 */
import "./inter-fallback.css";
import "@mantine/core/styles/baseline.css";
import "@mantine/core/styles/default-css-variables.css";
import "@mantine/core/styles/global.css";
import "@mantine/core/styles/VisuallyHidden.css";
import "@mantine/core/styles/UnstyledButton.css";
import "@mantine/core/styles/Loader.css";
import "@mantine/core/styles/Button.css";
import "@mantine/core/styles/ActionIcon.css";
import "@mantine/core/styles/CloseButton.css";
import "@mantine/core/styles/Paper.css";
import "@mantine/core/styles/Input.css";
import "@mantine/core/styles/Center.css";
import "@mantine/core/styles/Container.css";
import "@mantine/core/styles/Group.css";
import "@mantine/core/styles/Stack.css";
import "@mantine/core/styles/Text.css";
import "@mantine/core/styles/Title.css";
import "./headings.css";
import "@mantine/core/styles/Anchor.css";
