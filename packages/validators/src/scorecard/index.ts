export * from "./months";
export * from "./figures";
export * from "./derived";
export * from "./bands";
export * from "./peers";
export * from "./growth";
export * from "./import";
export * from "./display";
