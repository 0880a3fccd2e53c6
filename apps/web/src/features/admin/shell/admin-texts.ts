/**
 * Spec §2 and §8 texts of the admin screens that the shared MESSAGES do not hold yet,
 * word for word.
 */
export const ADMIN_TEXTS = {
  pageTitle: "Admin Dashboard",
  badge: "Admin Mode",
  searchPlaceholder: "Search businesses or users...",

  updateFailed: "Update Failed",
  planUpdated: "Plan Updated",
  planUpdatedText: "The business plan level has been updated.",
  businessUpdated: "Business Updated",
  businessActivated: "The business status has been activated.",
  businessDeactivated: "The business status has been deactivated.",
  businessDetailsSaved: "The business details have been saved.",
  userUpdated: "User Updated",
  userActivated: "The user has been activated.",
  userDeactivated: "The user has been deactivated.",
  userRoleChanged: "The user's role has been updated.",

  businessesEmpty: "No businesses found",
  businessesEmptySearch: "No businesses found matching your search",
  businessesError: "Error loading businesses",
  usersEmpty: "No users found",
  usersEmptySearch: "No users found matching your search",
  usersError: "Error loading users",

  activateBusiness: "Activate Business",
  deactivateBusiness: "Deactivate Business",
  processing: "Processing...",

  resetLinkFailed: "Reset Link Failed",
  settingsSaved: "Settings Updated",
  settingsSavedText: "The brand settings have been saved.",
} as const;

export const businessesTotal = (n: number) => `${n} businesses total`;
export const usersTotal = (n: number) => `${n} users total`;

/** Spec §2: the confirmation dialog's text, as full sentences. */
export const activateBusinessText = (name: string) =>
  `Are you sure you want to activate ${name}? This lets the business and its users access the platform again.`;
export const deactivateBusinessText = (name: string) =>
  `Are you sure you want to deactivate ${name}? This prevents the business and its users from accessing the platform; they lose access until reactivated.`;
