/**
 * The dashboard's greetings. A module of their own, as access-messages.ts, because the code every
 * page runs formats them (format.ts).
 */
export const welcomeBack = (name: string) => `Welcome back, ${name}!`;
export const welcomeNew = (firstName: string) => `Welcome to the platform, ${firstName}!`;
/** The dashboard's first visit, before "Welcome back" (FIRST_VISIT_MINUTES after registering). */
export const welcomeFirst = (firstName: string) => `Welcome, ${firstName}!`;
