import { articlesOfTopic, type KnowledgeBaseTopic } from "@hub-of-minds/core";
import { useEffect, useRef, useState } from "react";
import { DialogFrame } from "../../../ui/dialog-frame";
import * as css from "../shared/showcase.css";
import * as local from "./support.css";

/**
 * Browse: a topic's articles in a dialog. The list shows every title; choosing one reads it in place, and
 * "All articles" goes back. Close, Escape or a click outside dismisses it.
 */
export function KnowledgeTopicDialog({
  topic,
  onClose,
  initialArticleId = null,
}: {
  topic: KnowledgeBaseTopic;
  onClose: () => void;
  /** Opens on this article rather than the list (stories). */
  initialArticleId?: string | null;
}) {
  const articles = articlesOfTopic(topic.id);
  const [readingId, setReadingId] = useState<string | null>(initialArticleId);
  const reading = articles.find((article) => article.id === readingId);
  // Focus follows the view: the article's title when it opens, its row in the list on the way back.
  const heading = useRef<HTMLHeadingElement>(null);
  const lastRead = useRef<string | null>(null);
  const list = useRef<HTMLOListElement>(null);
  useEffect(() => {
    if (readingId) {
      lastRead.current = readingId;
      heading.current?.focus();
    } else if (lastRead.current) {
      list.current?.querySelector<HTMLButtonElement>(`[data-article="${lastRead.current}"]`)?.focus();
    }
  }, [readingId]);
  return (
    <DialogFrame
      title={topic.title}
      description={`${topic.description} · ${articles.length} articles`}
      testId="kb-topic"
      onClose={onClose}
      maxWidth={640}
      view={reading ? "article" : "list"}
    >
      {reading ? (
        <article aria-labelledby="kb-article-title" className={css.card} data-testid="kb-article-text">
          <h3 id="kb-article-title" className={css.cardTitle} ref={heading} tabIndex={-1}>
            {reading.title}
          </h3>
          {reading.paragraphs.map((paragraph) => (
            <p key={paragraph} style={{ margin: 0, lineHeight: 1.6 }}>
              {paragraph}
            </p>
          ))}
          <div>
            <button type="button" className={css.button.ghost} onClick={() => setReadingId(null)}>
              ← All {articles.length} articles
            </button>
          </div>
        </article>
      ) : (
        <ol className={local.articleList} aria-label={`Articles of ${topic.title}`} ref={list}>
          {articles.map((article) => (
            <li key={article.id} data-testid="kb-article">
              <button
                type="button"
                className={local.articleButton}
                data-article={article.id}
                onClick={() => setReadingId(article.id)}
              >
                <span>{article.title}</span>
                <span aria-hidden="true">→</span>
              </button>
            </li>
          ))}
        </ol>
      )}
    </DialogFrame>
  );
}
