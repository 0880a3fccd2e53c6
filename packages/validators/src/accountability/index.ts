export * from "./constants";
export * from "./quarters";
export * from "./goal-rules";
