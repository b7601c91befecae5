import { describe, expect, it } from "vitest";
import { articlesOfTopic, knowledgeBaseArticles } from "./knowledge-base-articles.data";
import { knowledgeBaseTopics } from "./support.data";

describe("the knowledge base's articles", () => {
  it("gives each topic card exactly the spec's number of articles, and no article to a topic that is not there", () => {
    expect(knowledgeBaseTopics.map((topic) => articlesOfTopic(topic.id).length)).toEqual([12, 8, 15, 10, 6, 20]);
    const topics = new Set(knowledgeBaseTopics.map((topic) => topic.id));
    expect(knowledgeBaseArticles.filter((article) => !topics.has(article.topicId))).toEqual([]);
    expect(knowledgeBaseArticles).toHaveLength(71);
  });

  it("has readable articles: unique ids and titles, at least one paragraph of whole sentences each", () => {
    expect(new Set(knowledgeBaseArticles.map((article) => article.id)).size).toBe(knowledgeBaseArticles.length);
    expect(new Set(knowledgeBaseArticles.map((article) => article.title)).size).toBe(knowledgeBaseArticles.length);
    for (const article of knowledgeBaseArticles) {
      expect(article.id, article.title).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(article.paragraphs.length, article.id).toBeGreaterThan(0);
      for (const paragraph of article.paragraphs) expect(paragraph, article.id).toMatch(/^[A-Z'"(].*[.!?]$/);
    }
  });
});
