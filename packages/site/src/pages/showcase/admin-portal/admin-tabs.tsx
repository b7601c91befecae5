import {
  type AdminStatusCard,
  adminPlatformInfo,
  adminPortalConstants,
  adminPortalTabs,
  adminQuickActions,
  createAdminPortalEngine,
  type StoredSupportTicket,
} from "@hub-of-minds/core";
import { useEngine } from "@hub-of-minds/widgets";
import { type ReactNode, useEffect } from "react";
import { PageLink } from "../../../routing/page-link";
import { Badge } from "../shared/badge";
import { useSeedOption } from "../shared/seed-option";
import * as css from "../shared/showcase.css";
import { ShowcaseTabs } from "../shared/showcase-tabs";
import * as local from "./admin-portal.css";
import { LiveMonitoring } from "./live-monitoring";
import { StatusCardView } from "./status-card-view";
import { TicketsPanel } from "./tickets-panel";

function InfoList({ rows }: { rows: readonly { label: string; value: string }[] }) {
  return (
    <dl className={local.infoList}>
      {rows.map((row) => (
        <div key={row.label} style={{ display: "contents" }}>
          <dt className={local.infoTerm}>{row.label}</dt>
          <dd className={local.infoValue}>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

function ExternalLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <span className={css.srOnly}> (opens in a new tab)</span>
    </a>
  );
}

interface AdminTabsProps {
  cards: readonly AdminStatusCard[];
  loadTickets: () => Promise<StoredSupportTicket[]>;
}

/** The unlocked portal's four tabs; the engine runs the 5 s 'High Activity' rule on the server's cards. */
export function AdminTabs({ cards, loadTickets }: AdminTabsProps) {
  const [state, dispatch] = useEngine(() => createAdminPortalEngine(cards), useSeedOption());
  useEffect(() => dispatch({ type: "unlock" }), [dispatch]);

  const overview = (
    <>
      <section aria-labelledby="status-title">
        <h3 id="status-title" className={css.sectionTitle}>
          System Status
        </h3>
        <div className={css.grid}>
          {state.cards.map((card) => (
            <StatusCardView key={card.name} card={card} />
          ))}
        </div>
      </section>
      <section aria-labelledby="platform-info-title" className={css.card}>
        <h3 id="platform-info-title" className={css.cardTitle}>
          Platform Information
        </h3>
        <InfoList
          rows={[
            { label: "AI Personalities", value: String(adminPortalConstants.personalities) },
            { label: "Embeddable Widgets", value: String(adminPortalConstants.widgets) },
            { label: "Live refresh", value: `Every ${adminPortalConstants.refreshMs / 1000} seconds` },
            ...adminPlatformInfo.hosting.slice(0, 2),
          ]}
        />
      </section>
      <TicketsPanel load={loadTickets} />
    </>
  );

  const actions = (
    <ul className={`${css.grid} ${css.list}`} aria-label="Quick actions">
      {adminQuickActions.map((action) => (
        <li key={action.id} className={css.card}>
          <div className={css.spread}>
            <strong>{action.name}</strong>
            <Badge tone={action.category === "external" ? "warning" : "neutral"}>{action.category}</Badge>
          </div>
          <p className={css.muted}>{action.description}</p>
          <div>
            {action.external ? (
              <ExternalLink href={action.path} className={css.button.secondary}>
                Open {action.name}
              </ExternalLink>
            ) : (
              <PageLink href={action.path} className={css.button.secondary}>
                Open {action.name}
              </PageLink>
            )}
          </div>
        </li>
      ))}
    </ul>
  );

  const monitoring = <LiveMonitoring />;

  const platform = (
    <div className={css.twoColumns}>
      <section aria-labelledby="hosting-title" className={css.card}>
        <h3 id="hosting-title" className={css.cardTitle}>
          Hosting
        </h3>
        <InfoList rows={adminPlatformInfo.hosting} />
        <div>
          <ExternalLink href={adminPlatformInfo.consoleLink.href} className={css.button.secondary}>
            {adminPlatformInfo.consoleLink.label}
          </ExternalLink>
        </div>
      </section>
      <section aria-labelledby="database-title" className={css.card}>
        <h3 id="database-title" className={css.cardTitle}>
          Database
        </h3>
        <InfoList rows={adminPlatformInfo.database} />
      </section>
    </div>
  );

  const content = { overview, actions, monitoring, platform };
  return (
    <ShowcaseTabs
      label="Administrator portal"
      tabs={adminPortalTabs.map((tab) => ({ ...tab, content: content[tab.id] }))}
    />
  );
}
