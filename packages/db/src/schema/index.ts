export * from "./enums";
export * from "./accounts";
export * from "./courses";
export * from "./resources";
export * from "./leads";
export * from "./system";
