import {
  createElement,
  type ForwardRefExoticComponent,
  forwardRef,
  type Ref,
  type RefAttributes,
  useEffect,
  useRef,
} from "react";
import { camelCase, elementDefinitions, type HomElementTag } from "../elements/element-definitions";
import type { HomWidgetElement } from "../elements/element-types";
import type { HomComponentProps } from "./react-props";

/** `hom-message` -> `onHomMessage`. */
export const eventPropName = (event: string) => `on${camelCase(`-${event}`)}`;

function assignRef<T>(ref: Ref<T> | undefined, value: T | null): void {
  if (typeof ref === "function") ref(value);
  else if (ref) ref.current = value;
}

/**
 * A React component for one element, made from its definition: attribute props become kebab-case attributes
 * (strings, so React 18 and 19 set them alike) and each `on...` prop listens to its event on the element,
 * since React 18 does not wire custom events itself.
 */
export function createHomComponent<T extends HomElementTag>(
  tag: T,
  displayName: string,
): ForwardRefExoticComponent<HomComponentProps<T> & RefAttributes<HomWidgetElement>> {
  const definition = elementDefinitions[tag];
  const attributes = new Map<string, string>(definition.attributes.map(({ name }) => [camelCase(name), name]));
  const events = new Map<string, string>(definition.events.map((name) => [eventPropName(name), name]));
  const component = forwardRef<HomWidgetElement, Record<string, unknown>>((props, ref) => {
    const element = useRef<HomWidgetElement | null>(null);
    // The latest handlers, read when an event fires: listeners are attached once, not on every render.
    const handlers = useRef<Record<string, unknown>>({});
    handlers.current = props;
    useEffect(() => {
      const target = element.current;
      if (!target) return;
      const listeners = [...events].map(([prop, event]) => {
        const listener = (fired: Event) => {
          const handler = handlers.current[prop];
          if (typeof handler === "function") handler(fired);
        };
        target.addEventListener(event, listener);
        return () => target.removeEventListener(event, listener);
      });
      return () => {
        for (const remove of listeners) remove();
      };
    }, []);
    const domProps: Record<string, unknown> = {
      ref: (node: HomWidgetElement | null) => {
        element.current = node;
        assignRef(ref, node);
      },
    };
    for (const [prop, value] of Object.entries(props)) {
      if (events.has(prop)) continue;
      const attribute = attributes.get(prop);
      if (attribute) {
        if (value !== undefined && value !== null) domProps[attribute] = String(value);
      } else domProps[prop] = value;
    }
    return createElement(tag, domProps);
  });
  component.displayName = displayName;
  // The runtime reads props generically; the typed face comes from the element's definition.
  return component as unknown as ForwardRefExoticComponent<HomComponentProps<T> & RefAttributes<HomWidgetElement>>;
}
