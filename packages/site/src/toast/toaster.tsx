import { createContext, lazy, type ReactNode, Suspense, useContext, useState } from "react";
import { useStore } from "zustand";
import { createToastStore, type ToastInput, type ToastStore } from "./toast-store";

// Radix's toast weighs about as much as a page: it loads with the first toast, then stays.
const ToastView = lazy(() => import("./toast-view"));

/** Loads the toast view ahead of the first toast (tests that read a toast right after it is shown). */
export const preloadToastView = () => import("./toast-view");

const ToastContext = createContext<ToastStore | null>(null);

/** Shows a toast: `const toast = useToast(); toast({ title, description, variant })`. */
export function useToast(): (input: ToastInput) => number {
  const toasts = useContext(ToastContext);
  if (!toasts) throw new Error("useToast() needs a <Toaster> above it");
  return toasts.show;
}

/** Holds the one toast list; its view (and the F8 region) appears with the first toast. */
export function Toaster({ children }: { children: ReactNode }) {
  const [toasts] = useState(() => createToastStore());
  const anyShown = useStore(toasts.store, (state) => state.toasts.length > 0);
  const [viewWanted, setViewWanted] = useState(false);
  if (anyShown && !viewWanted) setViewWanted(true);
  return (
    <ToastContext.Provider value={toasts}>
      {children}
      {viewWanted ? (
        <Suspense fallback={null}>
          <ToastView toasts={toasts} />
        </Suspense>
      ) : null}
    </ToastContext.Provider>
  );
}
