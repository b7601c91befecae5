import {
  cloneElement,
  type FocusEvent,
  lazy,
  type PointerEvent,
  type ReactElement,
  Suspense,
  useCallback,
  useRef,
  useState,
} from "react";

// Radix's tooltip and floating-ui weigh more than the dashboard's own code: they load on the first hover.
const RadixHint = lazy(() => import("./radix-hint"));

interface TriggerProps {
  onPointerEnter?: (event: PointerEvent) => void;
  onPointerLeave?: (event: PointerEvent) => void;
  onFocus?: (event: FocusEvent) => void;
}

/**
 * A tooltip on a focusable element (700 ms delay, 300 ms between hints). The text is extra help only: the
 * element keeps its own accessible name. Until the first hover or focus the element is shown as it is.
 */
export function Hint({ text, children }: { text: string; children: ReactElement<TriggerProps> }) {
  const [armedBy, setArmedBy] = useState<"pointer" | "focus" | null>(null);
  const hovered = useRef(false);
  const isHovered = useCallback(() => hovered.current, []);
  const own = children.props;
  const trigger = cloneElement(children, {
    onPointerEnter: (event: PointerEvent) => {
      own.onPointerEnter?.(event);
      hovered.current = true;
      setArmedBy((armed) => armed ?? "pointer");
    },
    onPointerLeave: (event: PointerEvent) => {
      own.onPointerLeave?.(event);
      hovered.current = false;
    },
    onFocus: (event: FocusEvent) => {
      own.onFocus?.(event);
      setArmedBy((armed) => armed ?? "focus");
    },
  });
  if (!armedBy) return trigger;
  return (
    <Suspense fallback={trigger}>
      <RadixHint text={text} armedBy={armedBy} isHovered={isHovered}>
        {trigger}
      </RadixHint>
    </Suspense>
  );
}
