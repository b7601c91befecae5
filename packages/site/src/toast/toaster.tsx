import { toastConstants } from "@hub-of-minds/core";
import * as Toast from "@radix-ui/react-toast";
import { createContext, type ReactNode, useContext, useState } from "react";
import { useStore } from "zustand";
import { createToastStore, type ToastInput, type ToastStore } from "./toast-store";
import * as css from "./toaster.css";

const ToastContext = createContext<ToastStore | null>(null);

/** Shows a toast: `const toast = useToast(); toast({ title, description, variant })`. */
export function useToast(): (input: ToastInput) => number {
  const toasts = useContext(ToastContext);
  if (!toasts) throw new Error("useToast() needs a <Toaster> above it");
  return toasts.show;
}

/** Radix toasts with spec 000's limits: 5000 ms, swipe right past 50 px, F8 focuses the region. */
export function Toaster({ children }: { children: ReactNode }) {
  const [toasts] = useState(() => createToastStore());
  const items = useStore(toasts.store, (state) => state.toasts);
  return (
    <ToastContext.Provider value={toasts}>
      <Toast.Provider
        duration={toastConstants.durationMs}
        swipeDirection={toastConstants.swipeDirection}
        swipeThreshold={toastConstants.swipeThreshold}
      >
        {children}
        {items.map((item) => (
          <Toast.Root
            key={item.id}
            open={item.open}
            onOpenChange={(open) => {
              if (!open) toasts.dismiss(item.id);
            }}
            className={css.toast[item.variant]}
            data-variant={item.variant}
          >
            <Toast.Title className={css.title}>{item.title}</Toast.Title>
            {item.description ? (
              <Toast.Description className={css.description} data-testid="toast-description">
                {item.description}
              </Toast.Description>
            ) : null}
            {item.detail ? (
              <Toast.Description className={css.description} data-testid="toast-detail">
                {item.detail}
              </Toast.Description>
            ) : null}
            <Toast.Close className={css.close} aria-label="Close">
              ×
            </Toast.Close>
          </Toast.Root>
        ))}
        <Toast.Viewport className={css.viewport} hotkey={[...toastConstants.hotkey]} />
      </Toast.Provider>
    </ToastContext.Provider>
  );
}
