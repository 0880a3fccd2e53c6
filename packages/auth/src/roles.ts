import type { UserRole } from "@scalemsp/validators";

export const isAdmin = (user: { role: UserRole }) => user.role === "admin";
export const isBusinessOwner = (user: { role: UserRole }) => user.role === "business_owner";
