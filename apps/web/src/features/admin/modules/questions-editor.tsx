import "@mantine/core/styles/Fieldset.css";
import "@mantine/core/styles/Input.css";
import "@mantine/core/styles/Overlay.css";
import "@mantine/core/styles/Popover.css";
import "@mantine/core/styles/Combobox.css";
import "@mantine/core/styles/NumberInput.css";
import "@mantine/core/styles/ActionIcon.css";
import "@mantine/core/styles/Alert.css";
import "@mantine/core/styles/ScrollArea.css";
import {
  ActionIcon,
  Alert,
  Button,
  Fieldset,
  Group,
  NumberInput,
  Select,
  Stack,
  Text,
  TextInput,
} from "@mantine/core";
import { IconPlus, IconTrash } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  ASSESSMENT_AREAS,
  ASSESSMENT_AREA_LABELS,
  OPTIONS_MAX,
  OPTIONS_MIN,
  lessonQuestionsInput,
  type AssessmentArea,
  type QuestionType,
} from "@scalemsp/validators";
import { useState } from "react";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { errorMessageOf } from "../../../lib/trpc-errors";
import { useTRPC } from "../../../lib/trpc";
import { LoadingState } from "../shared/query-states";
import { LoadError } from "../../../components/load-error";

interface DraftOption {
  id?: number;
  text: string;
  score: number | string;
}
interface DraftQuestion {
  id?: number;
  /** Keys the rows while new questions have no id yet. */
  key: string;
  text: string;
  type: QuestionType;
  area: AssessmentArea | null;
  options: DraftOption[];
}

let nextKey = 0;
const newKey = () => `new-${++nextKey}`;
const blankQuestion = (): DraftQuestion => ({
  key: newKey(),
  text: "",
  type: "single",
  area: null,
  options: [
    { text: "", score: 1 },
    { text: "", score: 0 },
  ],
});

const TYPE_OPTIONS = [
  { value: "single", label: "Single choice" },
  { value: "multiple", label: "Multiple choice" },
];
const AREA_OPTIONS = ASSESSMENT_AREAS.map((area) => ({ value: area, label: ASSESSMENT_AREA_LABELS[area] }));

interface QuestionsEditorProps {
  lesson: { id: number; title: string; contentType: string };
  onDone: () => void;
}

/** Contract §12: the admin writes a quiz or assessment lesson's questions, each option with a score. */
export function QuestionsEditor({ lesson, onDone }: QuestionsEditorProps) {
  const trpc = useTRPC();
  const stored = useQuery(trpc.admin.lessons.questions.queryOptions({ id: lesson.id }));
  if (stored.isPending) return <LoadingState label="Loading the questions" />;
  if (stored.isError) return <LoadError title="Error Loading Questions" error={stored.error} />;
  return (
    <QuestionsForm
      lesson={lesson}
      onDone={onDone}
      initial={stored.data.questions.map((question) => ({ ...question, key: String(question.id) }))}
    />
  );
}

function QuestionsForm({ lesson, onDone, initial }: QuestionsEditorProps & { initial: DraftQuestion[] }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const isAssessment = lesson.contentType === "assessment";
  const [questions, setQuestions] = useState<DraftQuestion[]>(
    initial.length > 0 ? initial : [blankQuestion()],
  );
  const [problem, setProblem] = useState<string | null>(null);
  const save = useMutation(
    trpc.admin.lessons.saveQuestions.mutationOptions({
      onSuccess: async () => {
        notifySuccess("Questions saved", `${lesson.title} has its questions.`);
        await queryClient.invalidateQueries(trpc.admin.lessons.questions.queryFilter({ id: lesson.id }));
        onDone();
      },
      onError: (error) => {
        setProblem(errorMessageOf(error));
        notifyError("Questions not saved", errorMessageOf(error));
      },
    }),
  );

  const change = (index: number, next: Partial<DraftQuestion>) =>
    setQuestions(questions.map((question, i) => (i === index ? { ...question, ...next } : question)));
  const changeOption = (index: number, optionIndex: number, next: Partial<DraftOption>) =>
    change(index, {
      options: questions[index]!.options.map((option, i) =>
        i === optionIndex ? { ...option, ...next } : option,
      ),
    });

  const submit = () => {
    const payload = {
      id: lesson.id,
      questions: questions.map((question) => ({
        ...(question.id ? { id: question.id } : {}),
        text: question.text,
        type: question.type,
        area: isAssessment ? question.area : null,
        options: question.options.map((option) => ({
          ...(option.id ? { id: option.id } : {}),
          text: option.text,
          score: Number(option.score),
        })),
      })),
    };
    // The server's rules, checked here first so the message comes without a round trip.
    const parsed = lessonQuestionsInput.safeParse(payload);
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? "Please check the questions");
      return;
    }
    setProblem(null);
    save.mutate(payload);
  };

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {isAssessment
          ? "Each question belongs to an area; a member's score in each area is the sum of the options they choose."
          : "A member's score is the sum of the options they choose; 70% of the highest possible score passes."}{" "}
        Give the right or better answers a score above 0; a wrong answer may cost points.
      </Text>
      {questions.map((question, index) => (
        <Fieldset key={question.key} legend={`Question ${index + 1}`}>
          <Stack gap="sm">
            <TextInput
              label="Question"
              value={question.text}
              onChange={(event) => change(index, { text: event.currentTarget.value })}
              required
            />
            <Group grow align="flex-start">
              <Select
                label="Answers"
                data={TYPE_OPTIONS}
                value={question.type}
                onChange={(value) => value && change(index, { type: value as QuestionType })}
                allowDeselect={false}
              />
              {isAssessment ? (
                <Select
                  label="Area"
                  data={AREA_OPTIONS}
                  value={question.area}
                  onChange={(value) => change(index, { area: value })}
                  placeholder="Choose an area"
                />
              ) : null}
            </Group>
            {question.options.map((option, optionIndex) => (
              <Group key={option.id ?? `o${optionIndex}`} gap="xs" align="flex-end" wrap="nowrap">
                <TextInput
                  style={{ flex: 1 }}
                  label={`Option ${optionIndex + 1}`}
                  value={option.text}
                  onChange={(event) => changeOption(index, optionIndex, { text: event.currentTarget.value })}
                />
                <NumberInput
                  w={90}
                  label="Score"
                  value={option.score}
                  allowDecimal={false}
                  onChange={(value) => changeOption(index, optionIndex, { score: value })}
                />
                {question.options.length > OPTIONS_MIN ? (
                  <ActionIcon
                    variant="default"
                    size="lg"
                    aria-label={`Remove option ${optionIndex + 1} of question ${index + 1}`}
                    onClick={() =>
                      change(index, { options: question.options.filter((_, i) => i !== optionIndex) })
                    }
                  >
                    <IconTrash size={16} aria-hidden />
                  </ActionIcon>
                ) : null}
              </Group>
            ))}
            <Group justify="space-between">
              {question.options.length < OPTIONS_MAX ? (
                <Button
                  size="xs"
                  variant="subtle"
                  leftSection={<IconPlus size={14} aria-hidden />}
                  onClick={() => change(index, { options: [...question.options, { text: "", score: 0 }] })}
                >
                  Add option
                </Button>
              ) : (
                <span />
              )}
              <Button
                size="xs"
                variant="subtle"
                color="red"
                onClick={() => setQuestions(questions.filter((_, i) => i !== index))}
              >
                Remove question
              </Button>
            </Group>
          </Stack>
        </Fieldset>
      ))}
      <Button
        variant="default"
        leftSection={<IconPlus size={16} aria-hidden />}
        onClick={() => setQuestions([...questions, blankQuestion()])}
      >
        Add question
      </Button>
      {problem ? (
        <Alert color="red" role="alert" p="xs">
          {problem}
        </Alert>
      ) : null}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onDone}>
          Cancel
        </Button>
        <Button onClick={submit} loading={save.isPending}>
          Save questions
        </Button>
      </Group>
    </Stack>
  );
}
