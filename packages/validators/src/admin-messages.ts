import {
  CATEGORY_NAME_MAX,
  CONSULTATION_NOTE_MAX,
  CONSULTATION_STATUSES,
  CONTACT_MESSAGE_MAX,
  EMPLOYEE_RANGES,
  NEWSLETTER_STATUSES,
  PLAN_LEVELS,
  RESOURCE_DESCRIPTION_MAX,
  RESOURCE_FILE_NAME_MAX,
  RESOURCE_TITLE_MAX,
  RESOURCE_TYPES,
  UPLOAD_MAX_BYTES,
  API_TOKEN_NAME_MAX,
} from "./constants";
import { MESSAGES } from "./messages";

// Apart from messages.ts, so that a page using none of these texts loads none of them.

/** The newsletter, contact and lead-admin calls that spec §5 and §8 leave open. */
export const LEAD_MESSAGES = {
  unsubscribeInvalid: "This unsubscribe link is not valid.",
  oneClickInvalid: "A one-click unsubscribe sends List-Unsubscribe=One-Click",
  employeesInvalid: `Company size must be one of: ${EMPLOYEE_RANGES.join(", ")}`,
  messageTooLong: `Message must be at most ${CONTACT_MESSAGE_MAX} characters`,
  consultationStatusInvalid: `Status must be one of: ${CONSULTATION_STATUSES.join(", ")}`,
  subscriberStatusInvalid: `Status must be one of: ${NEWSLETTER_STATUSES.join(", ")}`,
  noteTooLong: `Note must be at most ${CONSULTATION_NOTE_MAX} characters`,
  consultationNotFound: "Consultation request not found",
  invalidConsultationId: "Please choose a valid consultation request",
} as const;

/** The admin's resource and category calls. */
export const ADMIN_RESOURCE_MESSAGES = {
  titleRequired: MESSAGES.titleRequired,
  titleTooLong: `Title must be at most ${RESOURCE_TITLE_MAX} characters`,
  descriptionTooLong: `Description must be at most ${RESOURCE_DESCRIPTION_MAX} characters`,
  typeInvalid: `Type must be one of: ${RESOURCE_TYPES.join(", ")}`,
  accessLevelInvalid: `Access level must be one of: ${PLAN_LEVELS.join(", ")}`,
  fileUrlRequired: "Please upload a file or enter a link",
  fileUrlInvalid:
    "The file must be an uploaded file (/uploads/...), a bundled download (/downloads/...) or an https:// link",
  fileNameRequired: "File name is required",
  fileNameTooLong: `File name must be at most ${RESOURCE_FILE_NAME_MAX} characters`,
  thumbnailUrlInvalid:
    "The thumbnail must be an uploaded image (/images/... or /uploads/...) or an https:// link",
  booleanInvalid: "Must be true or false",
  categoryInvalid: "Please choose a valid category",
  categoryNotFound: "That category does not exist",
  categoryNameRequired: "Category name is required",
  categoryNameTooLong: `Category name must be at most ${CATEGORY_NAME_MAX} characters`,
  categoryNameTaken: "A category with this name already exists",
  resourceNotFound: "Resource not found",
  invalidResourceId: "Please choose a valid resource",
} as const;

/** The admin's upload route (contract §8). */
export const UPLOAD_MESSAGES = {
  notMultipart: "Uploads must be sent as multipart/form-data",
  noFile: "Please choose a file to upload",
  oneFileOnly: "Please upload one file at a time",
  empty: "The file is empty",
  tooLarge: `The file is too large. The limit is ${UPLOAD_MAX_BYTES / (1024 * 1024)} MB.`,
  typeRefused:
    "This type of file is not accepted. Upload a PDF, PNG, JPEG, GIF, WebP, MP4, Word, Excel, PowerPoint, text, CSV or Markdown file.",
  nameMismatch: "The file's content does not match its name. Please check the file and its extension.",
  malformed: "The upload could not be read. Please try again.",
} as const;

/** The admin's API tokens. */
export const API_TOKEN_MESSAGES = {
  nameRequired: "Name is required",
  nameTooLong: `Name must be at most ${API_TOKEN_NAME_MAX} characters`,
  notFound: "No API token with that id",
} as const;
