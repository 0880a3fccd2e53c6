/** Texts of the API tokens card, its dialogs and its toasts. */
export const TOKEN_TEXTS = {
  title: "API tokens",
  formLabel: "Create API token",
  nameLabel: "Token name",
  nameDescription: "What will use it, e.g. 'Weekly leads script'.",
  create: "Create token",
  tableLabel: "API tokens",
  loading: "Loading API tokens",
  loadError: "Error loading API tokens",
  empty: "No API tokens yet.",
  never: "Never",
  active: "Active",
  revoked: "Revoked",
  revoke: "Revoke",

  createdTitle: "API token created",
  tokenLabel: "API token",
  copy: "Copy token",
  copied: "Token copied",
  shownOnce: "Copy it now: this token won't be shown again. If it is lost, revoke it and create a new one.",
  done: "Done",

  revokeTitle: "Revoke API token",
  revoking: "Revoking...",
  cancel: "Cancel",

  createdToast: "Token Created",
  createFailed: "Token Not Created",
  revokedToast: "Token Revoked",
  revokeFailed: "Revoke Failed",
} as const;

export const createdToastText = (name: string) => `The API token "${name}" has been created.`;
export const revokedToastText = (name: string) => `The API token "${name}" no longer signs in.`;
export const revokeLabel = (name: string) => `Revoke ${name}`;
export const revokeText = (name: string) =>
  `Are you sure you want to revoke "${name}"? It takes effect on the next request: every tool using this token is refused from then on. This cannot be undone.`;
