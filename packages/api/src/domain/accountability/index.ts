export { coachCalendar, type CoachCalendar } from "./coach-calendar";
export { evaluateGoals, type EvaluatedGoal, type GoalRow } from "./goal-evaluation";
export { accountabilityBoard, type AccountabilityBoard, type AccountabilityBoardRow } from "./board";
