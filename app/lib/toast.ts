import { useSyncExternalStore } from "react";

/** One notice at a time (spec §9): a new notice replaces the one on screen. */
export interface Notice {
  id: number;
  title: string;
  description?: string;
  variant?: "default" | "success" | "destructive";
}

type Listener = () => void;
let current: Notice | null = null;
let nextId = 1;
const listeners = new Set<Listener>();

function emit() {
  for (const listener of listeners) listener();
}

export function toast(notice: Omit<Notice, "id">): Notice {
  current = { ...notice, id: nextId++ };
  emit();
  return current;
}

export function dismissToast(id?: number) {
  if (current && (id === undefined || current.id === id)) {
    current = null;
    emit();
  }
}

function subscribe(listener: Listener) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useCurrentToast(): Notice | null {
  return useSyncExternalStore(subscribe, () => current, () => null);
}
