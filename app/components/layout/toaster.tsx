import * as Toast from "@radix-ui/react-toast";
import { X } from "lucide-react";
import { dismissToast, useCurrentToast } from "~/lib/toast";

const variantClasses = {
  default: "border-line bg-surface-2",
  success: "border-ok/60 bg-surface-2",
  destructive: "border-danger bg-red-950",
} as const;

/**
 * The notice area (spec §9): one notice at a time, 5 s each, swipe right past 50 px to dismiss,
 * F8 moves focus to it, at most 420 px wide from medium screens up.
 */
export function Toaster() {
  const notice = useCurrentToast();
  return (
    <Toast.Provider duration={5000} swipeDirection="right" swipeThreshold={50} label="Notification">
      {notice && (
        <Toast.Root
          key={notice.id}
          type={notice.variant === "destructive" ? "foreground" : "background"}
          onOpenChange={(open) => {
            if (!open) dismissToast(notice.id);
          }}
          data-variant={notice.variant ?? "default"}
          className={`group relative flex w-full items-start gap-3 rounded-xl border p-4 pr-10 shadow-2xl shadow-black/60 data-[state=open]:animate-[toast-in_200ms_ease-out] data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=cancel]:translate-x-0 data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)] ${variantClasses[notice.variant ?? "default"]}`}
        >
          <div className="grid gap-1">
            <Toast.Title className="font-semibold text-ink">{notice.title}</Toast.Title>
            {notice.description && <Toast.Description className="text-sm text-ink/85">{notice.description}</Toast.Description>}
          </div>
          <Toast.Close aria-label="Dismiss notification" className="absolute right-2 top-2 flex size-8 items-center justify-center rounded-md text-ink/70 hover:bg-white/10 hover:text-ink">
            <X aria-hidden="true" className="size-4" />
          </Toast.Close>
        </Toast.Root>
      )}
      <Toast.Viewport className="fixed bottom-0 right-0 z-[100] m-0 flex w-full list-none flex-col gap-2 p-4 outline-none md:max-w-[420px]" />
    </Toast.Provider>
  );
}
