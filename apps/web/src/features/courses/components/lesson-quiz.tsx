import "@mantine/core/styles/Alert.css";
import "@mantine/core/styles/List.css";
import "@mantine/core/styles/InlineInput.css";
import "@mantine/core/styles/Skeleton.css";
import "@mantine/core/styles/Fieldset.css";
import "@mantine/core/styles/CheckboxCard.css";
import "@mantine/core/styles/CheckboxIndicator.css";
import "@mantine/core/styles/Checkbox.css";
import "@mantine/core/styles/RadioCard.css";
import "@mantine/core/styles/RadioIndicator.css";
import "@mantine/core/styles/Radio.css";
import { RadarChart } from "../../../components/charts/lazy-charts";
import {
  Alert,
  Button,
  Checkbox,
  Fieldset,
  Group,
  List,
  Radio,
  Skeleton,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import {
  ASSESSMENT_AREAS,
  ASSESSMENT_AREA_LABELS,
  QUESTION_MESSAGES,
  QUIZ_PASS_PERCENT,
  formatDate,
  scorePercent,
  type AreaScores,
} from "@scalemsp/validators";
import { IconCircleCheck, IconCircleX } from "@tabler/icons-react";
import { useState, type ReactNode } from "react";
import { errorMessageOf } from "../../../lib/trpc-errors";
import { useLessonQuiz } from "../hooks/use-lesson-quiz";

type Answers = Record<number, number[]>;

const percentText = (score: number, maxScore: number) => `${scorePercent(score, maxScore) ?? 0}%`;

/**
 * A quiz or assessment lesson: answer every question, get the score (a quiz passes at 70%),
 * retake as often as wanted; every attempt is kept, and an assessment's areas are drawn
 * against the attempt before. Without questions the lesson shows `fallback` (the manual
 * completion) as any other lesson does.
 */
export function LessonQuiz({ lessonId, fallback }: { lessonId: number; fallback: ReactNode }) {
  const { questions, attempts, submit } = useLessonQuiz(lessonId);
  const [answers, setAnswers] = useState<Answers>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [showResult, setShowResult] = useState(false);
  // The answers just sent with the server's marks: which questions to review, and what was chosen.
  const [review, setReview] = useState<Review | null>(null);

  if (questions.isPending) return <Skeleton height={160} aria-label="Loading the questions" />;
  if (questions.isError)
    return (
      <Alert color="red" role="alert">
        {errorMessageOf(questions.error)}
      </Alert>
    );
  const set = questions.data;
  if (set.questions.length === 0) return <>{fallback}</>;

  const history = attempts.data ?? [];
  const latest = showResult ? history[0] : undefined;
  const isQuiz = set.kind === "quiz";

  const send = () => {
    const unanswered = set.questions.filter((question) => (answers[question.id] ?? []).length === 0);
    if (unanswered.length > 0) {
      setProblem(QUESTION_MESSAGES.answerEveryQuestion);
      return;
    }
    setProblem(null);
    submit.mutate(
      {
        id: lessonId,
        answers: set.questions.map((question) => ({
          questionId: question.id,
          optionIds: answers[question.id]!,
        })),
      },
      {
        onSuccess: (result) => {
          setReview(result.questions ? { answers, marks: result.questions } : null);
          setShowResult(true);
        },
        onError: (error) => setProblem(errorMessageOf(error)),
      },
    );
  };

  if (latest)
    return (
      <Stack gap="md">
        <AttemptResult attempt={latest} previous={history[1]} isQuiz={isQuiz} />
        {review ? <AnswerReview questions={set.questions} review={review} /> : null}
        <Group justify="flex-end">
          <Button
            variant="default"
            onClick={() => {
              setAnswers({});
              setReview(null);
              setShowResult(false);
            }}
          >
            {isQuiz ? "Retake the quiz" : "Take the assessment again"}
          </Button>
        </Group>
        <AttemptHistory attempts={history} />
      </Stack>
    );

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {isQuiz
          ? `Answer every question; ${QUIZ_PASS_PERCENT}% or more passes and completes the lesson. You may retake it as often as you like.`
          : "Answer every question honestly: your score in each area is kept, so you can compare it with later attempts."}
      </Text>
      {set.questions.map((question, index) => (
        <Fieldset
          key={question.id}
          legend={`${index + 1}. ${question.text}`}
          variant="filled"
          styles={{ legend: { fontWeight: 600, whiteSpace: "normal" } }}
        >
          {question.type === "single" ? (
            <Radio.Group
              value={answers[question.id]?.[0]?.toString() ?? null}
              onChange={(value) => setAnswers({ ...answers, [question.id]: [Number(value)] })}
              aria-label={question.text}
            >
              <Stack gap="xs">
                {question.options.map((option) => (
                  <Radio key={option.id} value={option.id.toString()} label={option.text} />
                ))}
              </Stack>
            </Radio.Group>
          ) : (
            <Checkbox.Group
              value={(answers[question.id] ?? []).map(String)}
              onChange={(values) => setAnswers({ ...answers, [question.id]: values.map(Number) })}
              description="Choose every answer that applies"
              aria-label={question.text}
            >
              <Stack gap="xs" mt="xs">
                {question.options.map((option) => (
                  <Checkbox key={option.id} value={option.id.toString()} label={option.text} />
                ))}
              </Stack>
            </Checkbox.Group>
          )}
        </Fieldset>
      ))}
      {problem ? (
        <Alert color="red" role="alert" p="xs">
          {problem}
        </Alert>
      ) : null}
      <Group justify="flex-end">
        <Button onClick={send} loading={submit.isPending}>
          Submit answers
        </Button>
      </Group>
      <AttemptHistory attempts={history} />
    </Stack>
  );
}

interface Review {
  answers: Answers;
  marks: { questionId: number; correct: boolean }[];
}

interface ReviewedQuestion {
  id: number;
  text: string;
  options: { id: number; text: string }[];
}

/**
 * After a quiz, each question right or wrong, and for a wrong one the answer chosen, so the
 * member knows what to review. The right answer stays unsaid: the retake is the check.
 */
function AnswerReview({ questions, review }: { questions: ReviewedQuestion[]; review: Review }) {
  const correct = new Map(review.marks.map((mark) => [mark.questionId, mark.correct]));
  return (
    <Stack gap="xs" component="section" aria-labelledby="answer-review-title">
      <Title order={3} size="h5" id="answer-review-title">
        Your answers
      </Title>
      <List spacing="xs" size="sm" listStyleType="none" data-testid="answer-review">
        {questions.map((question, index) => {
          const right = correct.get(question.id) === true;
          const chosen = question.options
            .filter((option) => (review.answers[question.id] ?? []).includes(option.id))
            .map((option) => option.text);
          return (
            <List.Item
              key={question.id}
              data-testid="answer-mark"
              data-correct={right}
              icon={
                right ? (
                  <IconCircleCheck size={18} color="var(--mantine-color-teal-filled)" aria-hidden />
                ) : (
                  <IconCircleX size={18} color="var(--mantine-color-orange-filled)" aria-hidden />
                )
              }
            >
              <Text size="sm" fw={600} span>
                {index + 1}. {question.text}
              </Text>{" "}
              <Text size="sm" span>
                {right ? "Right." : `Not right. You chose: ${chosen.join(", ")}.`}
              </Text>
            </List.Item>
          );
        })}
      </List>
    </Stack>
  );
}

interface Attempt {
  id: number;
  score: number;
  maxScore: number;
  passed?: boolean;
  areas?: AreaScores;
  createdAt: string;
}

function AttemptResult({
  attempt,
  previous,
  isQuiz,
}: {
  attempt: Attempt;
  previous?: Attempt;
  isQuiz: boolean;
}) {
  const percent = percentText(attempt.score, attempt.maxScore);
  if (isQuiz)
    return (
      <Alert
        color={attempt.passed ? "teal" : "orange"}
        title={attempt.passed ? `Passed with ${percent}` : `${percent}: not yet a pass`}
        role="status"
      >
        <Text size="sm">
          You scored {attempt.score} of {attempt.maxScore}.{" "}
          {attempt.passed
            ? "The lesson is completed."
            : `${QUIZ_PASS_PERCENT}% passes: review the lesson and try again.`}
        </Text>
      </Alert>
    );
  const areaPercent = (areas: AreaScores | undefined, area: (typeof ASSESSMENT_AREAS)[number]) =>
    areas ? (scorePercent(areas[area].score, areas[area].maxScore) ?? 0) : 0;
  const data = ASSESSMENT_AREAS.map((area) => ({
    area: ASSESSMENT_AREA_LABELS[area],
    Now: areaPercent(attempt.areas, area),
    ...(previous ? { Before: areaPercent(previous.areas, area) } : {}),
  }));
  return (
    <Stack gap="sm" role="status">
      <Title order={3} size="h5">
        Your score: {percent} overall
      </Title>
      <RadarChart
        h={300}
        data={data}
        dataKey="area"
        withPolarRadiusAxis={false}
        withLegend={previous !== undefined}
        series={[
          { name: "Now", color: "indigo.5", opacity: 0.35 },
          ...(previous ? [{ name: "Before", color: "gray.5", opacity: 0.15 }] : []),
        ]}
        role="img"
        aria-label="Your score in each area, as a radar chart"
      />
      <List size="sm" spacing={2}>
        {ASSESSMENT_AREAS.map((area) => (
          <List.Item key={area}>
            {ASSESSMENT_AREA_LABELS[area]}: {areaPercent(attempt.areas, area)}%
            {previous ? ` (before: ${areaPercent(previous.areas, area)}%)` : ""}
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}

function AttemptHistory({ attempts }: { attempts: Attempt[] }) {
  if (attempts.length === 0) return null;
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600}>
        Your attempts
      </Text>
      <List size="sm" spacing={2}>
        {attempts.slice(0, 10).map((attempt) => (
          <List.Item key={attempt.id}>
            {formatDate(attempt.createdAt)}: {percentText(attempt.score, attempt.maxScore)}
            {attempt.passed === undefined ? "" : attempt.passed ? ", passed" : ", not passed"}
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}
