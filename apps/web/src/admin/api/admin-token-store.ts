import { useSyncExternalStore } from 'react';

/** Spec section 3: the admin token lives in local storage under this key. */
const adminTokenStorageKey = 'admin-token';

type TokenStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export type AdminTokenStore = {
  readonly read: () => string | null;
  readonly save: (token: string) => void;
  readonly clear: () => void;
  readonly subscribe: (listener: () => void) => () => void;
};

/**
 * The bearer token of the admin session. Kept in memory as well, so a browser that refuses
 * local storage (private modes, storage switched off) still keeps the session for the visit.
 */
export function createAdminTokenStore(storage: TokenStorage | null): AdminTokenStore {
  const listeners = new Set<() => void>();
  let token = readStoredToken(storage);

  const change = (next: string | null) => {
    if (next === token) return;
    token = next;
    for (const listener of listeners) listener();
  };

  return {
    read: () => token,
    save: (next) => {
      try {
        storage?.setItem(adminTokenStorageKey, next);
      } catch {
        // Storage full or refused: the in-memory token still serves this visit.
      }
      change(next);
    },
    clear: () => {
      try {
        storage?.removeItem(adminTokenStorageKey);
      } catch {
        // Nothing stored to remove.
      }
      change(null);
    },
    subscribe: (listener) => {
      listeners.add(listener);
      // Logging out in another tab ends the session here too.
      const onStorage = (event: StorageEvent) => {
        if (event.key === adminTokenStorageKey || event.key === null)
          change(readStoredToken(storage));
      };
      window.addEventListener('storage', onStorage);
      return () => {
        listeners.delete(listener);
        window.removeEventListener('storage', onStorage);
      };
    },
  };
}

function readStoredToken(storage: TokenStorage | null): string | null {
  try {
    const stored = storage?.getItem(adminTokenStorageKey) ?? null;
    return stored === '' ? null : stored;
  } catch {
    return null;
  }
}

/** The browser's local storage, or null where reading it throws (storage disabled). */
export function browserLocalStorage(): TokenStorage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function useAdminToken(store: AdminTokenStore): string | null {
  return useSyncExternalStore(store.subscribe, store.read, () => null);
}
