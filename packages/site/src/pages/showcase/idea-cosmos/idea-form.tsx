import { ideaCosmosDefaultAuthor } from "@hub-of-minds/core";
import { type FormEvent, useState } from "react";
import * as css from "../shared/showcase.css";

/** The idea form: an optional name and the idea; submit stays disabled while the idea is blank. */
export function IdeaForm({ onSubmit }: { onSubmit: (idea: string, author: string) => void }) {
  const [author, setAuthor] = useState("");
  const [idea, setIdea] = useState("");
  const blank = idea.trim() === "";
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (blank) return;
    onSubmit(idea, author);
    setIdea("");
  };
  return (
    <form className={css.card} onSubmit={submit} aria-labelledby="idea-form-title">
      <h2 id="idea-form-title" className={css.cardTitle}>
        Share an Idea with the Cosmos
      </h2>
      <div className={css.field}>
        <label className={css.label} htmlFor="idea-author">
          Your name (optional)
        </label>
        <input
          id="idea-author"
          className={css.input}
          value={author}
          placeholder={ideaCosmosDefaultAuthor}
          onChange={(event) => setAuthor(event.target.value)}
          autoComplete="name"
        />
      </div>
      <div className={css.field}>
        <label className={css.label} htmlFor="idea-text">
          Your idea
        </label>
        <textarea
          id="idea-text"
          className={css.textarea}
          value={idea}
          placeholder="What could make every universe a little better?"
          onChange={(event) => setIdea(event.target.value)}
        />
      </div>
      <div>
        <button type="submit" className={css.button.primary} disabled={blank}>
          Release into the Cosmos
        </button>
      </div>
    </form>
  );
}
