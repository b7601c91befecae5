import { toastConstants } from "@hub-of-minds/core";
import * as Toast from "@radix-ui/react-toast";
import { useStore } from "zustand";
import type { ToastStore } from "./toast-store";
import * as css from "./toaster.css";

/** Radix toasts with spec 000's limits: 5000 ms, swipe right past 50 px, F8 focuses the region. */
export default function ToastView({ toasts }: { toasts: ToastStore }) {
  const items = useStore(toasts.store, (state) => state.toasts);
  return (
    <Toast.Provider
      duration={toastConstants.durationMs}
      swipeDirection={toastConstants.swipeDirection}
      swipeThreshold={toastConstants.swipeThreshold}
    >
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
  );
}
