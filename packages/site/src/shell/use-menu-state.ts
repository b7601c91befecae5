import { useCallback, useEffect, useState } from "react";
import { useLocation } from "wouter";
import { phoneQuery } from "./app-shell.css";

export type MenuState = "open" | "closed";

const isPhone = () => typeof window !== "undefined" && window.matchMedia(phoneQuery).matches;
const storageKey = "hom-sidebar";

/** The wide layout remembers a collapsed sidebar; a phone's drawer always starts closed. */
function initialState(): MenuState {
  if (isPhone()) return "closed";
  try {
    return window.localStorage.getItem(storageKey) === "closed" ? "closed" : "open";
  } catch {
    return "open";
  }
}

/**
 * The sidebar's one state. On a phone it is a drawer: following a link, Escape or the backdrop closes it,
 * and crossing the breakpoint resets it to that width's default.
 */
export function useMenuState(): { menu: MenuState; toggle: () => void; close: () => void } {
  const [menu, setMenu] = useState<MenuState>(initialState);
  const [path] = useLocation();

  const toggle = useCallback(() => {
    setMenu((current) => {
      const next = current === "open" ? "closed" : "open";
      if (!isPhone()) {
        try {
          window.localStorage.setItem(storageKey, next);
        } catch {
          // Private modes refuse storage; the sidebar simply forgets.
        }
      }
      return next;
    });
  }, []);
  const close = useCallback(() => setMenu("closed"), []);

  // A link followed inside the drawer closes it (the path is the trigger, not a value read).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each navigation
  useEffect(() => {
    if (isPhone()) setMenu("closed");
  }, [path]);

  useEffect(() => {
    const query = window.matchMedia(phoneQuery);
    const onChange = () => setMenu(initialState());
    query.addEventListener("change", onChange);
    return () => query.removeEventListener("change", onChange);
  }, []);

  useEffect(() => {
    if (menu !== "open" || !isPhone()) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") setMenu("closed");
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [menu]);

  return { menu, toggle, close };
}
