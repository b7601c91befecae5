import { type ToastText, toastConstants } from "@hub-of-minds/core/protocol";
import { useEffect, useState } from "react";

/** One toast at a time, gone after the spec's duration. */
export function useToast() {
  const [toast, setToast] = useState<(ToastText & { key: number }) | null>(null);
  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(() => setToast(null), toastConstants.durationMs);
    return () => clearTimeout(timer);
  }, [toast]);
  return {
    toast,
    show: (text: ToastText) => setToast({ ...text, key: Date.now() }),
    dismiss: () => setToast(null),
  };
}
