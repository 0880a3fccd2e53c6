export * from "./tokens";
export * from "./password";
export * from "./sessions";
export * from "./password-work";
export * from "./totp";
export * from "./password-declaration";
