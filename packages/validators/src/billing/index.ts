export * from "./constants";
export * from "./messages";
export * from "./inputs";
export * from "./admin-texts";
