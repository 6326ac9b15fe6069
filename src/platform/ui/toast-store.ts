export type ToastKind = 'success' | 'error' | 'info' | 'warning';

export interface ToastMessage {
  id: number;
  kind: ToastKind;
  text: string;
}

type Listener = (toasts: ToastMessage[]) => void;

let toasts: ToastMessage[] = [];
let nextId = 1;
const listeners = new Set<Listener>();

function publish() {
  for (const listener of listeners) listener(toasts);
}

/** Shows a toast from anywhere in the browser. */
export function showToast(kind: ToastKind, text: string): void {
  toasts = [...toasts, { id: nextId++, kind, text }];
  publish();
}

export function dismissToast(id: number): void {
  toasts = toasts.filter((toast) => toast.id !== id);
  publish();
}

export function subscribeToasts(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getToasts(): ToastMessage[] {
  return toasts;
}

const EMPTY: ToastMessage[] = [];
export function getServerToasts(): ToastMessage[] {
  return EMPTY;
}
