import type { ToastText } from "@hub-of-minds/core/protocol";
import * as css from "./chat.css";

/** The live region of the chat's notifications. */
export function ChatToast({ toast, onDismiss }: { toast: (ToastText & { key: number }) | null; onDismiss(): void }) {
  return (
    <output className={css.toastRegion} aria-live="polite">
      {toast ? (
        <div
          key={toast.key}
          className={css.toast}
          data-variant={toast.variant ?? "default"}
          data-testid="chat-toast"
          part="toast"
        >
          <strong className={css.toastTitle}>{toast.title}</strong>
          {toast.description ? <span>{toast.description}</span> : null}
          <button type="button" className={css.toastClose} aria-label="Dismiss notification" onClick={onDismiss}>
            ×
          </button>
        </div>
      ) : null}
    </output>
  );
}
