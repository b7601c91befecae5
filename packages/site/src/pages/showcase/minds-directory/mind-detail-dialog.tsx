import type { MindsDirectoryCard } from "@hub-of-minds/core";
import * as Dialog from "@radix-ui/react-dialog";
import { Link } from "wouter";
import { chatHref } from "../../../chat/chat-href";
import { Badge } from "../shared/badge";
import * as css from "../shared/showcase.css";
import { MindAvatar } from "./mind-avatar";
import * as local from "./minds-directory.css";

interface MindDetailDialogProps {
  mind: MindsDirectoryCard | null;
  onClose: () => void;
}

/** The detail overlay of one personality; Close, Escape or a click outside dismisses it. */
export function MindDetailDialog({ mind, onClose }: MindDetailDialogProps) {
  return (
    <Dialog.Root
      open={mind !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className={local.overlay} />
        {mind ? (
          <Dialog.Content className={local.dialog}>
            <div className={local.dialogHeader}>
              <MindAvatar mind={mind} size={96} />
              <div>
                <Dialog.Title className={local.dialogTitle}>{mind.name}</Dialog.Title>
                <Dialog.Description className={css.muted}>{mind.title}</Dialog.Description>
                <div className={css.row} style={{ marginTop: 8 }}>
                  <Badge>{mind.transcendenceLevel}</Badge>
                  <Badge tone={mind.active ? "success" : "neutral"}>{mind.active ? "Active" : "Resting"}</Badge>
                </div>
              </div>
            </div>
            <dl className={local.facts}>
              <dt className={local.factTerm}>Specialty</dt>
              <dd className={local.factValue}>{mind.specialty}</dd>
              <dt className={local.factTerm}>Consciousness</dt>
              <dd className={local.factValue}>{mind.consciousness}%</dd>
              <dt className={local.factTerm}>Current activity</dt>
              <dd className={local.factValue}>{mind.currentActivity}</dd>
              <dt className={local.factTerm}>Time state</dt>
              <dd className={local.factValue}>{mind.timeState}</dd>
              <dt className={local.factTerm}>Mood</dt>
              <dd className={local.factValue}>{mind.mood}</dd>
            </dl>
            <section>
              <h3 className={css.cardTitle}>Abilities</h3>
              <div className={css.row} style={{ marginTop: 8 }}>
                {mind.abilities.map((ability) => (
                  <Badge key={ability} tone="neutral">
                    {ability}
                  </Badge>
                ))}
              </div>
            </section>
            <section>
              <h3 className={css.cardTitle}>Achievements</h3>
              <ul>
                {mind.achievements.map((achievement) => (
                  <li key={achievement}>{achievement}</li>
                ))}
              </ul>
            </section>
            <section>
              <h3 className={css.cardTitle}>Relationships</h3>
              {mind.relationships.length === 0 ? (
                <p className={css.muted}>No close relationships recorded yet.</p>
              ) : (
                <p>{mind.relationships.map((relation) => relation.name).join(", ")}</p>
              )}
            </section>
            <div>
              <Link href={chatHref(mind.id)} className={css.button.primary}>
                Chat with {mind.name}
              </Link>
              <Dialog.Close className={css.button.secondary}>Close</Dialog.Close>
            </div>
          </Dialog.Content>
        ) : null}
      </Dialog.Portal>
    </Dialog.Root>
  );
}
