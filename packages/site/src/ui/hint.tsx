import { tooltipConstants } from "@hub-of-minds/core";
import * as Tooltip from "@radix-ui/react-tooltip";
import type { ReactElement, ReactNode } from "react";
import * as css from "./hint.css";

/**
 * A Radix tooltip on a focusable element (delays from the app's provider: 700 ms, 300 ms skip). The text
 * is extra help only: the element keeps its own accessible name.
 */
export function Hint({ text, children }: { text: string; children: ReactElement }) {
  return (
    <Tooltip.Root>
      <Tooltip.Trigger asChild>{children}</Tooltip.Trigger>
      <Tooltip.Portal>
        <Tooltip.Content className={css.content} sideOffset={6}>
          {text}
          <Tooltip.Arrow className={css.arrow} />
        </Tooltip.Content>
      </Tooltip.Portal>
    </Tooltip.Root>
  );
}

/** Spec 000 section 9: tooltips open after 700 ms, and 300 ms while moving between them. */
export function HintProvider({ children }: { children: ReactNode }) {
  return (
    <Tooltip.Provider
      delayDuration={tooltipConstants.delayDurationMs}
      skipDelayDuration={tooltipConstants.skipDelayDurationMs}
    >
      {children}
    </Tooltip.Provider>
  );
}
