import { tooltipConstants } from "@hub-of-minds/core";
import * as Tooltip from "@radix-ui/react-tooltip";
import { type ReactElement, useEffect, useRef, useState } from "react";
import * as css from "./hint.css";

/** When the last hint closed: the next one within the skip delay opens at once (spec 000 section 9). */
let lastClosedAt = Number.NEGATIVE_INFINITY;

/**
 * The Radix tooltip behind `Hint`, loaded on the first hover or focus. It opens the way Radix would have
 * from that first event (after the delay while the pointer stays, at once on focus), then Radix runs it.
 */
export default function RadixHint({
  text,
  children,
  armedBy,
  isHovered,
}: {
  text: string;
  children: ReactElement;
  armedBy: "pointer" | "focus";
  isHovered: () => boolean;
}) {
  const [open, setOpen] = useState(armedBy === "focus");
  const trigger = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    // The element was focused before this module arrived and is a new node now: give focus back.
    if (armedBy === "focus") trigger.current?.focus();
  }, [armedBy]);
  useEffect(() => {
    if (armedBy !== "pointer") return;
    const skip = performance.now() - lastClosedAt < tooltipConstants.skipDelayDurationMs;
    const timer = setTimeout(() => setOpen(isHovered()), skip ? 0 : tooltipConstants.delayDurationMs);
    return () => clearTimeout(timer);
  }, [armedBy, isHovered]);
  const change = (next: boolean) => {
    if (!next) lastClosedAt = performance.now();
    setOpen(next);
  };
  return (
    <Tooltip.Provider
      delayDuration={tooltipConstants.delayDurationMs}
      skipDelayDuration={tooltipConstants.skipDelayDurationMs}
    >
      <Tooltip.Root open={open} onOpenChange={change}>
        <Tooltip.Trigger asChild ref={trigger}>
          {children}
        </Tooltip.Trigger>
        <Tooltip.Portal>
          <Tooltip.Content className={css.content} sideOffset={6}>
            {text}
            <Tooltip.Arrow className={css.arrow} />
          </Tooltip.Content>
        </Tooltip.Portal>
      </Tooltip.Root>
    </Tooltip.Provider>
  );
}
