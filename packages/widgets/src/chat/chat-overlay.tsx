import { type KeyboardEvent, type ReactNode, useEffect, useId, useLayoutEffect, useRef, useState } from "react";
import { adoptChunkStyles } from "../shared/chunk-styles";
import { useWidgetTheme } from "../theme/use-widget-theme";
import * as css from "./chat-overlay.css";

export interface ChatOverlayProps {
  /** launcher: a corner button opens the chat in a panel; popup: any `[data-hom-chat-open]` element opens it. */
  mode: "launcher" | "popup";
  position?: string | undefined;
  /** The launcher's background (any CSS colour). */
  color?: string | undefined;
  /** The launcher's text and the dialog's name. */
  label: string;
  theme?: string | undefined;
  /** The chat (chat-embed.tsx hands it over, so this chunk imports none of it). */
  children: ReactNode;
}

const focusable =
  'button:not([disabled]), [href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Keeps Tab inside the modal popup: from the last control back to the first and the other way round. */
function trapTab(event: KeyboardEvent<HTMLElement>) {
  const items = [...event.currentTarget.querySelectorAll<HTMLElement>(focusable)];
  const active = (event.currentTarget.getRootNode() as ShadowRoot | Document).activeElement;
  const first = items[0];
  const last = items.at(-1);
  if (event.shiftKey && active === first) {
    event.preventDefault();
    last?.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first?.focus();
  }
}

/**
 * The chat as a floating launcher or a popup, loaded (its own chunk) only by a chat in one of these modes. The
 * chat is mounted on first open and kept, so closing and reopening keeps the conversation. Opening focuses the
 * message box; Escape or the close button closes and returns focus to what opened it.
 */
export function ChatOverlay({ mode, position, label: name, color, theme, children }: ChatOverlayProps) {
  const id = useId();
  const anchorRef = useRef<HTMLDivElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  const openedBy = useRef<HTMLElement | null>(null);
  useWidgetTheme(theme, anchorRef);
  // Before the first paint, so the launcher never shows unstyled.
  useLayoutEffect(() => adoptChunkStyles(anchorRef.current, "__HOM_CHUNK_CSS__"), []);
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const side = position === "bottom-left" ? "bottom-left" : "bottom-right";

  const show = (from: HTMLElement | null) => {
    openedBy.current = from;
    setMounted(true);
    setOpen(true);
  };
  const hide = () => {
    setOpen(false);
    openedBy.current?.focus();
  };
  // In the commit that opens it (a layout effect): no frame shows the dialog with focus still outside it.
  useLayoutEffect(() => {
    if (open) (dialogRef.current?.querySelector("textarea") ?? dialogRef.current)?.focus();
  }, [open]);

  // Popup: any element of the page marked data-hom-chat-open (empty, or this element's id) opens it.
  useEffect(() => {
    if (mode !== "popup") return;
    const host = (anchorRef.current?.getRootNode() as ShadowRoot | null)?.host;
    const onClick = (event: MouseEvent) => {
      const trigger = event.target instanceof Element ? event.target.closest("[data-hom-chat-open]") : null;
      const wanted = trigger?.getAttribute("data-hom-chat-open");
      if (!trigger || (wanted && wanted !== host?.id)) return;
      event.preventDefault();
      openedBy.current = trigger as HTMLElement;
      setMounted(true);
      setOpen(true);
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, [mode]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === "Escape") {
      event.preventDefault();
      hide();
    } else if (event.key === "Tab" && mode === "popup") trapTab(event);
  };
  const dialog = (
    <div
      ref={dialogRef}
      id={`${id}-dialog`}
      role="dialog"
      aria-label={name}
      aria-modal={mode === "popup" ? "true" : undefined}
      tabIndex={-1}
      className={mode === "popup" ? css.popup : css.panel}
      data-position={side}
      data-state={open ? "open" : "closed"}
      hidden={!open}
      onKeyDown={onKeyDown}
      part="panel"
    >
      <button type="button" className={css.close} aria-label={`Close ${name}`} onClick={hide} part="close">
        ×
      </button>
      {mounted ? children : null}
    </div>
  );
  return (
    <div ref={anchorRef} data-mode={mode} data-state={open ? "open" : "closed"}>
      {mode === "launcher" ? (
        <button
          type="button"
          className={css.launcher}
          data-position={side}
          aria-expanded={open}
          aria-controls={`${id}-dialog`}
          style={color ? { background: color } : undefined}
          onClick={(event) => (open ? hide() : show(event.currentTarget))}
          part="launcher"
        >
          <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
            <path d="M4 4h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H9l-5 4v-4H4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2z" />
          </svg>
          {name}
        </button>
      ) : (
        // A pointer convenience (aria-hidden): Escape and the close button are the keyboard's way out.
        <div className={css.backdrop} hidden={!open} onClick={hide} aria-hidden="true" part="backdrop" />
      )}
      {dialog}
    </div>
  );
}
