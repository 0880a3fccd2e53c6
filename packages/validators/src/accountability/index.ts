export * from "./constants";
export * from "./quarters";
export * from "./goal-rules";
export * from "./metric-value";
export * from "./action-items";
export * from "./action-item-messages";
export * from "./board";
