import type { ResourceType } from "@scalemsp/validators";
import {
  IconFileDescription,
  IconLayoutGrid,
  IconPhoto,
  IconSpeakerphone,
  IconTemplate,
  IconVideo,
} from "@tabler/icons-react";

const ICONS = {
  marketing: IconSpeakerphone,
  document: IconFileDescription,
  template: IconTemplate,
  image: IconPhoto,
  video: IconVideo,
  other: IconLayoutGrid,
} as const;

export function ResourceTypeIcon({ type, size = 18 }: { type: ResourceType; size?: number }) {
  const Icon = ICONS[type];
  return <Icon size={size} aria-hidden />;
}
