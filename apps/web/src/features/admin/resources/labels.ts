import type { ResourceType } from "@scalemsp/validators";

export const RESOURCE_TYPE_LABELS: Record<ResourceType, string> = {
  marketing: "Marketing",
  document: "Document",
  template: "Template",
  image: "Image",
  video: "Video",
  other: "Other",
};
