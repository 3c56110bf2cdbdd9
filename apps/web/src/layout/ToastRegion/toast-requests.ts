/**
 * Whether anything has asked for a toast yet. The toasts' code (Mantine's notifications and their
 * transitions) loads only then, so pages nobody acts on never fetch it.
 */
let requested = false;
const listeners = new Set<() => void>();

export function requestToasts(): void {
  if (requested) return;
  requested = true;
  for (const listener of listeners) listener();
}

export function toastsRequested(): boolean {
  return requested;
}

export function subscribeToToastRequests(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
