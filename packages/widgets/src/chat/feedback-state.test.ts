import { describe, expect, it } from "vitest";
import { feedbackReducer, feedbackStart, shownRating } from "./feedback-state";

describe("feedbackReducer", () => {
  it("an unrated answer: the chosen thumb shows while it saves, then stays once the hub kept it", () => {
    let state = feedbackStart(undefined);
    expect(state.phase).toBe("unrated");
    state = feedbackReducer(state, { type: "save", rating: "down" });
    expect([state.phase, shownRating(state)]).toEqual(["saving", "down"]);
    state = feedbackReducer(state, { type: "saved", feedback: { rating: "down", comment: null } });
    expect([state.phase, shownRating(state), state.pending]).toEqual(["rated", "down", null]);
  });

  it("a failed save shows the error and the rating saved before, and a new try clears the error", () => {
    let state = feedbackStart({ rating: "up", comment: "Clear" });
    state = feedbackReducer(state, { type: "save", rating: "down" });
    state = feedbackReducer(state, { type: "failed", error: "Too many requests from you: 10 a minute." });
    expect(state).toMatchObject({ phase: "failed", error: "Too many requests from you: 10 a minute." });
    expect(shownRating(state)).toBe("up");
    state = feedbackReducer(state, { type: "save", rating: "down" });
    expect(state.error).toBeNull();
  });

  it("opens the comment box only for a saved rating; cancel goes back", () => {
    expect(feedbackReducer(feedbackStart(null), { type: "comment" }).phase).toBe("unrated");
    const rated = feedbackStart({ rating: "up", comment: null });
    const commenting = feedbackReducer(rated, { type: "comment" });
    expect(commenting.phase).toBe("commenting");
    expect(feedbackReducer(commenting, { type: "cancel" }).phase).toBe("rated");
  });
});
