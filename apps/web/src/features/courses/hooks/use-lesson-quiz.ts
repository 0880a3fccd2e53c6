import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTRPC } from "../../../lib/trpc";

/** A quiz or assessment lesson's questions (no scores), the member's attempts, and submitting. */
export function useLessonQuiz(lessonId: number) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const questions = useQuery(trpc.lessonQuestions.questions.queryOptions({ id: lessonId }));
  const attempts = useQuery(trpc.lessonQuestions.attempts.queryOptions({ id: lessonId }));
  const submit = useMutation(
    trpc.lessonQuestions.submit.mutationOptions({
      // A kept attempt joins the history; a completing one changes the lesson and course too.
      onSuccess: () =>
        Promise.all([
          queryClient.invalidateQueries(trpc.lessonQuestions.attempts.queryFilter({ id: lessonId })),
          queryClient.invalidateQueries(trpc.modules.list.pathFilter()),
          queryClient.invalidateQueries(trpc.modules.lessons.pathFilter()),
          queryClient.invalidateQueries(trpc.progress.summary.pathFilter()),
        ]),
    }),
  );
  return { questions, attempts, submit };
}
