import {
  COURSE_MESSAGES,
  LESSON_COMPLETE_PROGRESS,
  LESSON_START_PROGRESS,
  MESSAGES,
} from "@scalemsp/validators";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { useTRPC } from "../../../lib/trpc";

interface LessonRef {
  id: number;
  moduleId: number;
}

/** Spec §4's lesson moves: opening starts a not-started lesson; the dialog's button completes it. */
export function useLessonProgress() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  // The list's percents, the lesson statuses and the dashboard's progress all follow a save.
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries(trpc.modules.list.pathFilter()),
      queryClient.invalidateQueries(trpc.modules.lessons.pathFilter()),
      queryClient.invalidateQueries(trpc.progress.summary.pathFilter()),
    ]);
  const onError = () => notifyError(MESSAGES.error, COURSE_MESSAGES.progressFailed);

  const start = useMutation(trpc.progress.update.mutationOptions({ onSuccess: refresh, onError }));
  const complete = useMutation(
    trpc.progress.update.mutationOptions({
      onSuccess: async () => {
        notifySuccess(COURSE_MESSAGES.lessonCompletedTitle, COURSE_MESSAGES.lessonCompletedText);
        await refresh();
      },
      onError,
    }),
  );

  return {
    startLesson: (lesson: LessonRef) =>
      start.mutate({
        lessonId: lesson.id,
        moduleId: lesson.moduleId,
        progress: LESSON_START_PROGRESS,
        status: "in_progress",
      }),
    completeLesson: (lesson: LessonRef) =>
      complete.mutate({
        lessonId: lesson.id,
        moduleId: lesson.moduleId,
        progress: LESSON_COMPLETE_PROGRESS,
        status: "completed",
      }),
    isCompleting: complete.isPending,
  };
}
