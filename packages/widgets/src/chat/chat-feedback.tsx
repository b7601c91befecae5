import { type FeedbackRating, maxFeedbackCommentLength } from "@hub-of-minds/core/protocol";
import { useEffect, useLayoutEffect, useReducer, useRef } from "react";
import { adoptChunkStyles } from "../shared/chunk-styles";
import * as ui from "../shared/widget.css";
import * as css from "./chat-feedback.css";
import { feedbackReducer, feedbackStart, type SavedFeedback, shownRating } from "./feedback-state";

/**
 * Saves a rating (with a comment, or none) of a stored answer; resolves with what the hub kept, rejects with
 * the sentence a visitor reads.
 */
export type RateAnswer = (messageId: string, rating: FeedbackRating, comment?: string) => Promise<SavedFeedback>;

const labels = { up: "Helpful", down: "Not helpful" } as const;
// Feather's thumbs-up (MIT); the down button turns it over in CSS.
const thumb = (
  <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
    <path d="M14 9V5a3 3 0 0 0-3-3l-4 9v11h11.28a2 2 0 0 0 2-1.7l1.38-9a2 2 0 0 0-2-2.3zM7 22H4a2 2 0 0 1-2-2v-7a2 2 0 0 1 2-2h3" />
  </svg>
);

/** Thumbs up or down under an answer of a stored thread, then an optional comment; the chosen one is pressed. */
export function ChatFeedback({
  messageId,
  initial,
  rate,
}: {
  messageId: string;
  initial: SavedFeedback | undefined;
  rate: RateAnswer;
}) {
  const ref = useRef<HTMLFieldSetElement>(null);
  const [state, dispatch] = useReducer(feedbackReducer, initial, feedbackStart);
  const chosen = shownRating(state);
  // Before the first paint, so the buttons never show unstyled.
  useLayoutEffect(() => adoptChunkStyles(ref.current, "__HOM_CHUNK_CSS__"), []);
  // The comment box opens at the bottom of a scrolled list: bring it, and its buttons, into view.
  useEffect(() => {
    if (state.phase !== "commenting") return;
    ref.current?.scrollIntoView({ block: "nearest" });
    ref.current?.querySelector("textarea")?.focus({ preventScroll: true });
  }, [state.phase]);
  const save = async (rating: FeedbackRating, comment?: string) => {
    dispatch({ type: "save", rating });
    try {
      dispatch({ type: "saved", feedback: await rate(messageId, rating, comment) });
    } catch (error) {
      dispatch({ type: "failed", error: String(error) });
    }
  };
  return (
    <fieldset ref={ref} className={css.feedback} data-state={state.phase} part="feedback">
      <legend className={ui.visuallyHidden}>Rate this answer</legend>
      {(["up", "down"] as const).map((rating) => (
        <button
          key={rating}
          type="button"
          className={css.thumb}
          data-rating={rating}
          aria-label={labels[rating]}
          aria-pressed={chosen === rating}
          disabled={state.phase === "saving"}
          onClick={() => chosen === rating || save(rating)}
        >
          {thumb}
        </button>
      ))}
      {state.phase === "rated" ? (
        <button type="button" className={css.textButton} onClick={() => dispatch({ type: "comment" })}>
          {state.saved?.comment ? "Edit comment" : "Add a comment"}
        </button>
      ) : null}
      {state.phase === "commenting" && state.saved ? (
        <form
          className={css.feedbackForm}
          onSubmit={(event) => {
            event.preventDefault();
            const comment = String(new FormData(event.currentTarget).get("comment") ?? "").trim();
            if (state.saved) void save(state.saved.rating, comment || undefined);
          }}
        >
          <textarea
            name="comment"
            aria-label="Comment"
            className={`${ui.field} ${css.feedbackComment}`}
            rows={2}
            maxLength={maxFeedbackCommentLength}
            defaultValue={state.saved.comment ?? ""}
          />
          <button type="submit" className={css.textButton}>
            Send comment
          </button>
          <button type="button" className={css.textButton} onClick={() => dispatch({ type: "cancel" })}>
            Cancel
          </button>
        </form>
      ) : null}
      {state.error ? (
        <p role="alert" className={css.feedbackError}>
          {state.error}
        </p>
      ) : null}
    </fieldset>
  );
}
