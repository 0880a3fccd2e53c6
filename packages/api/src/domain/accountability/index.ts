export { coachCalendar, type CoachCalendar } from "./coach-calendar";
export { evaluateGoals, type EvaluatedGoal, type GoalRow } from "./goal-evaluation";
