import {
  callApi,
  type KnowledgeBaseTopic,
  knowledgeBaseTopics,
  supportChannels,
  supportStatusCards,
  supportStatusUpdates,
  supportTabs,
} from "@hub-of-minds/core";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "wouter";
import { queryKeys } from "../../../query/query-keys";
import { Badge } from "../shared/badge";
import * as css from "../shared/showcase.css";
import { ShowcaseShell } from "../shared/showcase-shell";
import { ShowcaseTabs } from "../shared/showcase-tabs";
import { KnowledgeTopicDialog } from "./knowledge-topic-dialog";
import { type SubmitTicket, TicketForm } from "./ticket-form";

/**
 * What each channel's Start button does: the chat opens the AI Browser's chat; email writes to the hub's
 * support address (SUPPORT_EMAIL, from `GET /api/me`), or, where the hub has none, starts the ticket below,
 * which is answered by email. Phone support has no number to call from the web, so it has no button.
 */
function ChannelStart({ id, label, supportEmail }: { id: string; label: string; supportEmail?: string | undefined }) {
  if (id === "live-chat")
    return (
      <div>
        <Link href="/browser" className={css.button.secondary}>
          {label}
        </Link>
      </div>
    );
  if (id === "email" && supportEmail)
    return (
      <div className={css.row}>
        <a href={`mailto:${supportEmail}`} className={css.button.secondary}>
          {label}
        </a>
        <span className={`${css.muted} ${css.small}`} style={{ overflowWrap: "anywhere" }}>
          {supportEmail}
        </span>
      </div>
    );
  if (id === "email")
    return (
      <div>
        <button
          type="button"
          className={css.button.secondary}
          onClick={() => {
            const field = document.getElementById("ticket-email");
            field?.scrollIntoView({ block: "center" });
            field?.focus();
          }}
        >
          {label}
        </button>
      </div>
    );
  return null;
}

/** Spec 001 Support Center at /support and /contact; `submit` is swappable for stories. */
export function SupportPage({ submit }: { submit?: SubmitTicket }) {
  // The site's one query of who is visiting; it also carries the hub's support address, when set.
  const me = useQuery({ queryKey: queryKeys.me, queryFn: () => callApi("getMe") });
  const [browsing, setBrowsing] = useState<KnowledgeBaseTopic | null>(null);
  const contact = (
    <>
      <div className={css.grid}>
        {supportChannels.map((channel) => (
          <article key={channel.id} className={css.card}>
            <h3 className={css.cardTitle}>{channel.title}</h3>
            <p className={css.muted}>{channel.description}</p>
            <div className={css.row}>
              <Badge tone="neutral">{channel.availability}</Badge>
              <Badge tone="success">Response: {channel.responseTime}</Badge>
            </div>
            {channel.audience ? <p className={css.small}>For {channel.audience}</p> : null}
            <ChannelStart id={channel.id} label={channel.buttonLabel} supportEmail={me.data?.supportEmail} />
          </article>
        ))}
      </div>
      <TicketForm {...(submit ? { submit } : {})} />
    </>
  );

  const knowledge = (
    <div className={css.grid}>
      {knowledgeBaseTopics.map((topic) => (
        <article key={topic.id} className={css.card}>
          <div className={css.spread}>
            <h3 className={css.cardTitle}>{topic.title}</h3>
            {topic.popular ? <Badge tone="warning">Popular</Badge> : null}
          </div>
          <p className={css.muted}>{topic.description}</p>
          <p className={css.small}>{topic.articles} articles</p>
          <div>
            <button
              type="button"
              className={css.button.ghost}
              aria-label={`Browse ${topic.title}`}
              onClick={() => setBrowsing(topic)}
            >
              Browse
            </button>
          </div>
        </article>
      ))}
    </div>
  );

  const status = (
    <>
      <div className={css.grid}>
        {supportStatusCards.map((card) => (
          <div key={card.id} className={css.statTile}>
            <p className={css.statLabel}>{card.label}</p>
            <p className={css.statValue}>{card.value}</p>
          </div>
        ))}
      </div>
      <section aria-labelledby="status-updates">
        <h3 id="status-updates" className={css.sectionTitle}>
          Recent Updates
        </h3>
        <ul className={css.list}>
          {supportStatusUpdates.map((update) => (
            <li key={update.id} className={css.listItem}>
              <div className={css.spread}>
                <strong>{update.title}</strong>
                <span className={`${css.muted} ${css.small}`}>{update.timeLabel}</span>
              </div>
              <p className={css.muted}>{update.description}</p>
            </li>
          ))}
        </ul>
      </section>
    </>
  );

  const content = { contact, knowledge, status };
  return (
    <ShowcaseShell
      eyebrow="Support · Contact"
      title="Support Center"
      lead="Questions, problems or ideas? Our team and Agent Zero are here to help."
    >
      <ShowcaseTabs label="Support" tabs={supportTabs.map((tab) => ({ ...tab, content: content[tab.id] }))} />
      {browsing ? <KnowledgeTopicDialog topic={browsing} onClose={() => setBrowsing(null)} /> : null}
    </ShowcaseShell>
  );
}
