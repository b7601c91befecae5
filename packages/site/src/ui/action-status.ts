/** Where a panel's last action stands, one named state at a time (shown as `data-state`). */
export type ActionStatus =
  | { kind: "idle" }
  | { kind: "busy"; what: string }
  | { kind: "done"; text: string }
  | { kind: "failed"; text: string };
