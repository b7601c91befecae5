import { useId } from "react";
import { useToast } from "../../toast/toaster";
import * as ui from "../../ui/ui.css";
import * as css from "./embed.css";

/** One copy-ready snippet: a heading, what it is for, the code and a Copy button. */
export function SnippetBlock({
  title,
  description,
  code,
  testId,
}: {
  title: string;
  description: string;
  code: string;
  testId: string;
}) {
  const id = useId();
  const toast = useToast();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      toast({ title: "Snippet copied", description: `The ${title.toLowerCase()} snippet is on your clipboard.` });
    } catch {
      toast({
        title: "Copy failed",
        description: "The browser did not allow access to the clipboard: select the code and copy it instead.",
        variant: "destructive",
      });
    }
  };
  return (
    <section className={ui.stack} style={{ gap: 8 }} aria-labelledby={`${id}-title`}>
      <div className={ui.spread}>
        <h3 id={`${id}-title`} className={ui.cardTitle}>
          {title}
        </h3>
        <button type="button" className={ui.button.secondary} onClick={copy} aria-label={`Copy ${title} snippet`}>
          Copy
        </button>
      </div>
      <p className={css.help}>{description}</p>
      <pre className={`${ui.code} ${css.snippet}`} data-testid={testId}>
        <code>{code}</code>
      </pre>
    </section>
  );
}
