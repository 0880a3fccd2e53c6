import { users } from "@scalemsp/db";

/** A user's columns as the server reads them for a request or a screen: never the password hash. */
export const userColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  role: users.role,
  businessId: users.businessId,
  isOwner: users.isOwner,
  isActive: users.isActive,
  createdAt: users.createdAt,
  timeZone: users.timeZone,
};
