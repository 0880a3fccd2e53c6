import { describe, expect, it } from "vitest";
import {
  ASSESSMENT_AREAS,
  QUESTION_MESSAGES,
  answersIssue,
  lessonAttemptInput,
  lessonQuestionsInput,
  markQuizAnswers,
  questionMaxScore,
  quizPassed,
  scoreAttempt,
  scorePercent,
  type ScoredQuestion,
} from "../src";

const single = (id: number, scores: number[], area: ScoredQuestion["area"] = null): ScoredQuestion => ({
  id,
  type: "single",
  area,
  options: scores.map((score, index) => ({ id: id * 10 + index, score })),
});
const multiple = (id: number, scores: number[], area: ScoredQuestion["area"] = null): ScoredQuestion => ({
  ...single(id, scores, area),
  type: "multiple",
});

describe("max score (contract §13)", () => {
  it("is the highest option of a single-choice question", () => {
    expect(questionMaxScore(single(1, [0, 3, 1]))).toBe(3);
  });
  it("is the sum of the positive options of a multiple-choice question", () => {
    expect(questionMaxScore(multiple(1, [2, -1, 3, 0]))).toBe(5);
  });
});

describe("quiz scoring", () => {
  // Ten questions worth 1 point each: 7 right is exactly 70%.
  const questions = Array.from({ length: 10 }, (_, i) => single(i + 1, [0, 1]));
  const answer = (right: number) =>
    questions.map((question, i) => ({
      questionId: question.id,
      optionIds: [question.options[i < right ? 1 : 0]!.id],
    }));

  it("passes at 70% of the max score and fails just below", () => {
    expect(scoreAttempt("quiz", questions, answer(7))).toEqual({ score: 7, maxScore: 10, passed: true });
    expect(scoreAttempt("quiz", questions, answer(6))).toEqual({ score: 6, maxScore: 10, passed: false });
    expect(scoreAttempt("quiz", questions, answer(10)).passed).toBe(true);
    expect(quizPassed(69.99, 100)).toBe(false);
    expect(quizPassed(0, 0)).toBe(false);
  });

  it("sums the chosen options of a multiple-choice question, wrong ones costing their score", () => {
    const question = multiple(1, [2, -1, 3]);
    const result = scoreAttempt("quiz", [question], [{ questionId: 1, optionIds: [10, 11, 12] }]);
    expect(result).toEqual({ score: 4, maxScore: 5, passed: true });
  });

  it("reports no areas for a quiz and no pass for an assessment", () => {
    expect(scoreAttempt("quiz", questions, answer(7)).areas).toBeUndefined();
    expect(scoreAttempt("assessment", questions, answer(7)).passed).toBeUndefined();
  });
});

describe("quiz marks per question", () => {
  it("marks a question right only when it earned its full score", () => {
    const questions = [single(1, [0, 3, 1]), single(2, [0, 2]), multiple(3, [2, -1, 3])];
    const marks = markQuizAnswers(questions, [
      { questionId: 1, optionIds: [11] },
      { questionId: 2, optionIds: [20] },
      { questionId: 3, optionIds: [30, 32] },
    ]);
    expect(marks).toEqual([
      { questionId: 1, correct: true },
      { questionId: 2, correct: false },
      { questionId: 3, correct: true },
    ]);
  });

  it("marks a multiple-choice answer wrong when it misses a scoring option or adds a costly one", () => {
    const question = multiple(1, [2, -1, 3]);
    expect(markQuizAnswers([question], [{ questionId: 1, optionIds: [10] }])).toEqual([
      { questionId: 1, correct: false },
    ]);
    expect(markQuizAnswers([question], [{ questionId: 1, optionIds: [10, 11, 12] }])).toEqual([
      { questionId: 1, correct: false },
    ]);
  });
});

describe("assessment scoring", () => {
  it("gives every area its score and max score", () => {
    const questions = [
      single(1, [0, 1, 2], "sales"),
      single(2, [0, 2], "sales"),
      multiple(3, [1, 1, 1], "finance"),
    ];
    const result = scoreAttempt("assessment", questions, [
      { questionId: 1, optionIds: [11] },
      { questionId: 2, optionIds: [21] },
      { questionId: 3, optionIds: [30] },
    ]);
    expect(result.score).toBe(4);
    expect(result.maxScore).toBe(7);
    expect(Object.keys(result.areas!)).toEqual([...ASSESSMENT_AREAS]);
    expect(result.areas).toMatchObject({
      sales: { score: 3, maxScore: 4 },
      finance: { score: 1, maxScore: 3 },
      people: { score: 0, maxScore: 0 },
    });
  });
});

describe("answers", () => {
  const questions = [single(1, [0, 1]), multiple(2, [1, 1, 0])];
  const ok = [
    { questionId: 1, optionIds: [11] },
    { questionId: 2, optionIds: [20, 21] },
  ];

  it("accepts one answer per question with options of that question", () => {
    expect(answersIssue(questions, ok)).toBeNull();
  });

  it("names what is wrong", () => {
    expect(answersIssue(questions, [ok[0]!])).toBe(QUESTION_MESSAGES.answerEveryQuestion);
    expect(answersIssue(questions, [ok[0]!, { questionId: 2, optionIds: [] }])).toBe(
      QUESTION_MESSAGES.answerEveryQuestion,
    );
    expect(answersIssue(questions, [{ questionId: 1, optionIds: [10, 11] }, ok[1]!])).toBe(
      QUESTION_MESSAGES.chooseOne,
    );
    expect(answersIssue(questions, [...ok, { questionId: 9, optionIds: [90] }])).toBe(
      QUESTION_MESSAGES.unknownQuestion,
    );
    expect(answersIssue(questions, [{ questionId: 1, optionIds: [20] }, ok[1]!])).toBe(
      QUESTION_MESSAGES.unknownOption,
    );
    expect(answersIssue(questions, [...ok, ok[0]!])).toBe(QUESTION_MESSAGES.duplicateAnswer);
    expect(answersIssue(questions, [ok[0]!, { questionId: 2, optionIds: [20, 20] }])).toBe(
      QUESTION_MESSAGES.duplicateAnswer,
    );
  });

  it("parses the attempt body of contract §13", () => {
    expect(lessonAttemptInput.parse({ id: "4", answers: ok })).toEqual({ id: 4, answers: ok });
    expect(
      lessonAttemptInput.safeParse({ id: 4, answers: [{ questionId: "x", optionIds: [] }] }).success,
    ).toBe(false);
    expect(lessonAttemptInput.safeParse({ id: 4 }).success).toBe(false);
  });
});

describe("question input", () => {
  const question = {
    text: "What is MRR?",
    type: "single",
    options: [
      { text: "Monthly recurring revenue", score: 1 },
      { text: "Mean repair rate", score: 0 },
    ],
  };

  it("accepts single and multiple choice with optional areas and ids", () => {
    const parsed = lessonQuestionsInput.parse({
      id: 3,
      questions: [question, { ...question, id: 7, type: "multiple", area: "finance" }],
    });
    expect(parsed.questions[1]).toMatchObject({ id: 7, type: "multiple", area: "finance" });
  });

  it("refuses questions without text, with too few options, without a scoring option or with bad scores", () => {
    const cases: [unknown, string][] = [
      [{ ...question, text: " " }, QUESTION_MESSAGES.questionTextRequired],
      [{ ...question, type: "essay" }, QUESTION_MESSAGES.typeInvalid],
      [{ ...question, area: "marketing" }, QUESTION_MESSAGES.areaInvalid],
      [{ ...question, options: [question.options[0]] }, QUESTION_MESSAGES.optionsCount],
      [
        { ...question, options: question.options.map((o) => ({ ...o, score: 0 })) },
        QUESTION_MESSAGES.positiveOptionNeeded,
      ],
      [
        { ...question, options: [{ text: "A", score: 1.5 }, question.options[1]] },
        QUESTION_MESSAGES.scoreInvalid,
      ],
      [
        { ...question, options: [{ text: "", score: 1 }, question.options[1]] },
        QUESTION_MESSAGES.optionTextRequired,
      ],
    ];
    for (const [input, message] of cases) {
      const result = lessonQuestionsInput.safeParse({ id: 3, questions: [input] });
      expect(result.error?.issues[0]?.message, message).toBe(message);
    }
  });

  it("shows a score as a whole percentage within 0–100", () => {
    expect(scorePercent(7, 10)).toBe(70);
    expect(scorePercent(-3, 10)).toBe(0);
    expect(scorePercent(2, 3)).toBe(67);
    expect(scorePercent(0, 0)).toBeNull();
  });
});
