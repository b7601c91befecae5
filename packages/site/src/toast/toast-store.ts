import { toastConstants } from "@hub-of-minds/core";
import { createStore } from "zustand/vanilla";

export type ToastVariant = "default" | "destructive";

export interface ToastItem {
  id: number;
  title: string;
  description?: string;
  /** A second line under the description: what went wrong in this case, the spec's text kept above it. */
  detail?: string;
  variant: ToastVariant;
  open: boolean;
}

export interface ToastInput {
  title: string;
  description?: string;
  detail?: string;
  variant?: ToastVariant;
}

interface ToastState {
  toasts: ToastItem[];
}

/**
 * Spec 000 section 9: one toast at a time (a new one replaces it); a dismissed toast is closed at once
 * and only dropped from the list after the removal delay.
 */
export function createToastStore(schedule: (run: () => void, ms: number) => void = setTimeout) {
  const store = createStore<ToastState>(() => ({ toasts: [] }));
  let nextId = 1;

  const dismiss = (id: number) => {
    store.setState(({ toasts }) => ({ toasts: toasts.map((t) => (t.id === id ? { ...t, open: false } : t)) }));
    schedule(() => {
      store.setState(({ toasts }) => ({ toasts: toasts.filter((t) => t.id !== id) }));
    }, toastConstants.removeDelayMs);
  };

  const show = (input: ToastInput): number => {
    const id = nextId++;
    const item: ToastItem = { id, title: input.title, variant: input.variant ?? "default", open: true };
    if (input.description !== undefined) item.description = input.description;
    if (input.detail !== undefined) item.detail = input.detail;
    store.setState(({ toasts }) => ({ toasts: [item, ...toasts].slice(0, toastConstants.limit) }));
    return id;
  };

  return { store, show, dismiss };
}

export type ToastStore = ReturnType<typeof createToastStore>;
