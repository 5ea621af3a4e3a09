// One toast queue for the whole page. @ai-council/ui is a federation singleton,
// so the shell's <Toaster> shows toasts raised from any remote.
export type ToastVariant = 'default' | 'success' | 'destructive';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
}

export interface ToastItem extends ToastInput {
  id: string;
  open: boolean;
}

/** SPEC §9: at most one toast visible. */
export const TOAST_LIMIT = 1;
/** SPEC §9: a dismissed toast is removed after 1,000,000 ms. */
export const TOAST_REMOVE_DELAY = 1_000_000;

let toasts: ToastItem[] = [];
let counter = 0;
const listeners = new Set<() => void>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

function emit(next: ToastItem[]) {
  toasts = next;
  listeners.forEach((listener) => listener());
}

function scheduleRemoval(id: string) {
  if (removalTimers.has(id)) return;
  const timer = setTimeout(() => {
    removalTimers.delete(id);
    emit(toasts.filter((t) => t.id !== id));
  }, TOAST_REMOVE_DELAY);
  removalTimers.set(id, timer);
}

/** Shows a toast and returns its id. */
export function toast(input: ToastInput): string {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  emit([{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
  return id;
}

/** A failed action: logged for the developer under `log`, told to the player in a destructive toast. */
export function toastFailure(
  log: string,
  error: unknown,
  message: { title: string; description: string },
): void {
  console.error(log, error);
  toast({ ...message, variant: 'destructive' });
}

/** Closes one toast, or all when no id is given. */
export function dismissToast(id?: string) {
  emit(
    toasts.map((t) => {
      if (id !== undefined && t.id !== id) return t;
      scheduleRemoval(t.id);
      return { ...t, open: false };
    }),
  );
}

export function subscribeToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getToasts(): ToastItem[] {
  return toasts;
}
