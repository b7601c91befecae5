import * as ui from "../shared/widget.css";
import * as css from "./chat.css";

export interface ChatInputProps {
  id: string;
  value: string;
  /** Nothing can be sent now (a reply on its way, a thread still loading): Send, Image and Enter wait. */
  busy: boolean;
  /**
   * The box itself is disabled too: only while a reply is on its way. A thread that loads (the remembered one
   * right after the page opens, or one picked from the list) keeps the box as it is, so what the visitor types
   * meanwhile, or has focused, is not lost when the load starts.
   */
  locked?: boolean;
  /** Whether the Image button shows (the `controls` attribute). */
  imageButton?: boolean;
  onChange(value: string): void;
  onSend(): void;
  onImage(): void;
}

/** The message box (Enter sends, Shift+Enter is a new line) with Send and Image. */
export function ChatInput({
  id,
  value,
  busy,
  locked = busy,
  imageButton = true,
  onChange,
  onSend,
  onImage,
}: ChatInputProps) {
  const blank = value.trim() === "";
  return (
    <form
      className={css.composer}
      onSubmit={(event) => {
        event.preventDefault();
        onSend();
      }}
    >
      <label htmlFor={id} className={ui.visuallyHidden}>
        Message
      </label>
      <textarea
        id={id}
        className={`${ui.field} ${css.input}`}
        rows={2}
        value={value}
        placeholder="Type your message... (Enter to send, Shift+Enter for a new line)"
        disabled={locked}
        onChange={(event) => onChange(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key !== "Enter" || event.shiftKey || event.nativeEvent.isComposing) return;
          event.preventDefault();
          onSend();
        }}
        part="input"
      />
      <div className={css.actions}>
        <button type="submit" className={ui.button} disabled={busy || blank} part="send">
          Send
        </button>
        {imageButton ? (
          <button type="button" className={ui.ghostButton} disabled={busy || blank} onClick={onImage} part="image">
            Image
          </button>
        ) : null}
      </div>
    </form>
  );
}
