import type { CustomerPersonalityCard } from "@hub-of-minds/core";
import { Link } from "wouter";
import { chatHref } from "../../chat/chat-href";
import * as css from "../../ui/ui.css";
import * as customerCss from "./customer.css";

/** Spec 000: avatar or initial, name, gender, level, description, traits, 3 expertise items + '+N more', styles. */
export function PersonalityCard({ card }: { card: CustomerPersonalityCard }) {
  return (
    <article className={`${css.card} ${customerCss.personalityCard}`} data-testid="personality-card">
      <div className={css.row} style={{ flexWrap: "nowrap" }}>
        {card.avatarUrl ? (
          <img
            className={customerCss.personalityAvatar}
            src={card.avatarUrl}
            alt=""
            width={56}
            height={56}
            decoding="async"
          />
        ) : (
          <span className={customerCss.initial} aria-hidden="true">
            {card.initial}
          </span>
        )}
        <div style={{ minWidth: 0 }}>
          <h4 className={css.cardTitle}>{card.displayName}</h4>
          <div className={css.row}>
            <span className={css.badge.outline}>{card.gender}</span>
            <span className={css.badge.accent}>{card.professionalLevel}</span>
          </div>
        </div>
      </div>
      <p style={{ margin: 0 }} className={css.small}>
        {card.description}
      </p>
      <ul className={customerCss.chips} aria-label="Primary traits">
        {card.traits.map((trait) => (
          <li key={trait} className={css.badge.success}>
            {trait}
          </li>
        ))}
      </ul>
      <ul className={customerCss.chips} aria-label="Expertise">
        {card.expertise.map((item) => (
          <li key={item} className={css.badge.outline}>
            {item}
          </li>
        ))}
        {card.moreExpertiseLabel ? <li className={css.badge.accent}>{card.moreExpertiseLabel}</li> : null}
      </ul>
      <p className={customerCss.detail}>Appearance: {card.appearanceStyle}</p>
      <p className={customerCss.detail}>Voice: {card.voiceStyle}</p>
      <Link href={chatHref(card.id)} className={css.button.primary} style={{ marginTop: "auto", textAlign: "center" }}>
        Chat with {card.displayName}
      </Link>
    </article>
  );
}
