export * from "./constants";
export * from "./quarters";
export * from "./goal-rules";
export * from "./metric-value";
export * from "./board";
