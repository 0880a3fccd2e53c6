import { ADMIN_REFUSAL } from "./access-messages";
import { COURSE_IMPORT_LESSONS_MAX, INPUT_DEPTH_MAX, LESSON_CONTENT_TEXT_MAX, SEARCH_MAX } from "./constants";

/**
 * Every text the server sends to a user, and the web app's texts of spec §5 and §8, in
 * families by area. Spec texts are word for word; the rest fills what the spec leaves open.
 */

/** A text field longer than its limit. */
export const tooLongMessage = (max: number) => `Must be at most ${max} characters`;

/** Spec §5 and §8, and the texts every area shares. */
export const MESSAGES = {
  invalidEmail: "Please enter a valid email address",
  // Beside a Save button with nothing to save (no disabled button without its reason).
  nothingToSave: "No changes to save.",
  /** Beside an Add button at the list's limit. */
  listFull: (max: number, items: string) => `Up to ${max} ${items}.`,
  /** Beside an admin list's Clear filters while its search is empty (spec §2). */
  nothingToClear: "No search to clear.",
  firstNameRequired: "First name is required",
  lastNameRequired: "Last name is required",
  companyRequired: "Company name is required",
  businessNameRequired: "Business name is required",
  loginPasswordMin: "Password must be at least 6 characters",
  passwordMin: "Password must be at least 8 characters",
  passwordUppercase: "Password must include at least one uppercase letter",
  passwordNumber: "Password must include at least one number",
  passwordMax: "Password must be at most 128 characters",
  employeeCountMin: "Employee count must be at least 1",
  titleRequired: "Title is required",
  descriptionRequired: "Description is required",
  contentUrlRequired: "Content URL is required for video and PDF lessons",
  contentTextRequired: "Content text is required for text lessons",
  selectBusinessAndModule: "Please select a business and module",
  invalidId: "Invalid id",
  mustBeTrueOrFalse: "Must be true or false",
  invalidPlanLevel: "Please choose a plan level: free, basic, pro or enterprise",
  invalidMemberRole: "Role must be member or business_owner",
  invalidContentType: "Please choose a content type: text, video, pdf, quiz or assessment",
  sortOrderInteger: "Sort order must be a whole number",
  durationInteger: "Duration must be a whole number of minutes, 0 or more",
  invalidUrl: "Please enter a valid URL starting with https:// or /",
  invalidDate: "Please enter a valid date",
  endBeforeStart: "The end date must be after the start date",
  pageInvalid: "Page must be a whole number of at least 1",
  pageSizeInvalid: "Page size must be a whole number from 1 to 100",
  productNameRequired: "Product name is required",
  postalAddressRequired: "Postal address is required: every email carries it",
  postalAddressOneLine: "Please write the postal address on one line",
  phoneInvalid: "Please enter a valid phone number",
  resetLinkInvalid: "This password reset link is invalid or has expired. Please ask for a new one.",
  setupLinkInvalid:
    "This setup link is no longer valid. If your admin account already exists, please log in.",
  cannotDeactivateSelf: "You cannot deactivate your own account",
  cannotDeactivateOwnBusiness: "You cannot deactivate the business your own account belongs to",
  lastActiveAdmin: "At least one active admin must remain",
  adminRoleFixed: "An admin's role cannot be changed here",
  businessNotFound: "Business not found",
  userNotFound: "User not found",
  moduleNotFound: "Module not found",
  lessonNotFound: "Lesson not found",
  subscriptionNotFound: "Subscription not found",

  invalidCredentials: "Invalid email or password",
  emailTaken: "An account with this email already exists",
  accountDeactivated: "Your account has been deactivated. Please contact support.",
  notSignedIn: "You must be signed in",
  forbidden: "You do not have permission to do that",
  ...ADMIN_REFUSAL,
  tooManyAttempts: "Too many attempts. Please try again later.",
  serverBusy: "The server is busy. Please try again in a moment.",
  tooManyCalls: "Too many calls in one request",
  oneSignInPerRequest: "Send one sign-in or registration per request",
  notFound: "Not found",
  invalidInput: "Invalid input",
  controlCharacters: "Must not contain control characters",
  loneSurrogate: "Must not contain broken characters (an unpaired UTF-16 surrogate)",
  lineBreak: "Must be a single line",
  tooDeeplyNested: `The input must not nest more than ${INPUT_DEPTH_MAX} levels deep`,
  nothingToChange: "Nothing to change",
  crossSite: "Cross-site requests are not allowed",
  unsupportedMediaType: "Request bodies must be JSON",
  invalidJson: "The request body is not valid JSON",
  bodyTooLarge: "The request body is too large",
  methodNotAllowed: "This method is not allowed here",
  internalError: "Something went wrong. Please try again.",
  noBusiness: "No business is linked to this account",
  invalidApiToken: "The API token is not valid or has been revoked",
  contentTextTooLong: `Content text must be at most ${LESSON_CONTENT_TEXT_MAX} characters`,
  tooManyLessons: `A course may hold at most ${COURSE_IMPORT_LESSONS_MAX} lessons`,
  searchTooLong: `Search must be at most ${SEARCH_MAX} characters`,

  loginFailed: "Login failed",
  registrationFailed: "Registration failed",
  couldNotCreateAccount: "Could not create account",
  logoutFailed: "Logout failed",
  loginSuccessful: "Login successful",
  registrationSuccessful: "Registration successful",
  loggedOut: "Logged out",
  loggedOutText: "You have been logged out successfully.",
  error: "Error",
  submitFailed: "Failed to submit. Please try again.",
  success: "Success!",
  newsletterSuccess: "Thank you for subscribing to our newsletter.",
  contactSuccess: "Your consultation request has been submitted. We'll be in touch soon.",
} as const;

/** The newsletter and consultation forms' texts (spec §2 and §4), word for word. */
export const LEAD_FORM_TEXTS = {
  processing: "Processing...",
  subscribeNow: "Subscribe Now",
  subscribed: "Subscribed!",
  privacyNote: "We respect your privacy. Unsubscribe at any time.",
  newsletterHeading: "Get MSP Growth Strategies In Your Inbox",
  contactHeadline: "Start Growing Your MSP Today",
  contactFormTitle: "Book Your Free Consultation",
  thankYou: "Thank You!",
  submitAnotherRequest: "Submit Another Request",
  /** The employees select's placeholder option (spec §3). */
  employeesPlaceholder: "select",
} as const;
