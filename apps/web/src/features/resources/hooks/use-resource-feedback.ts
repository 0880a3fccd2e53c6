import { useLocalStorage } from "@mantine/hooks";
import { FEEDBACK_STORAGE_KEY, type FeedbackMap, type Vote, parseFeedback, withVote } from "../resource-view";

/** Spec §2: thumbs up/down on recommendations, kept only in this browser. */
export function useResourceFeedback() {
  const [stored, setStored] = useLocalStorage<FeedbackMap>({
    key: FEEDBACK_STORAGE_KEY,
    defaultValue: {},
    getInitialValueInEffect: false,
    deserialize: (raw) => {
      try {
        return parseFeedback(raw ? JSON.parse(raw) : {});
      } catch {
        return {};
      }
    },
  });
  const feedback = parseFeedback(stored);
  return {
    voteOf: (id: number): Vote | undefined => feedback[id],
    vote: (id: number, vote: Vote) => setStored((current) => withVote(parseFeedback(current), id, vote)),
  };
}
