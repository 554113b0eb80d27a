/** A value kept as JSON in this tab's session storage, which components can subscribe to. */
export interface SessionItem<T> {
  read(): T | null;
  write(value: T): void;
  clear(): void;
  subscribe(listener: () => void): () => void;
}

/** Every item made by `sessionItem`, so that clearing the whole storage can tell their readers. */
const items = new Set<{ forget(): void }>();

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    // Storage can be switched off (privacy settings); the value then lives for this page only.
    return null;
  }
}

/**
 * One session-storage entry. `parse` checks what was stored (it may be old or tampered with)
 * and answers null for anything it does not accept. `read` returns the same object while the
 * stored text is unchanged, as `useSyncExternalStore` needs.
 */
export function sessionItem<T>(key: string, parse: (value: unknown) => T | null): SessionItem<T> {
  const listeners = new Set<() => void>();
  let memory: string | null = null;
  let cached: { text: string | null; value: T | null } = { text: null, value: null };

  function parseText(text: string | null): T | null {
    if (text === null) return null;
    try {
      return parse(JSON.parse(text));
    } catch {
      return null;
    }
  }

  function readText(): string | null {
    const store = storage();
    return store ? store.getItem(key) : memory;
  }

  function writeText(text: string | null) {
    const store = storage();
    if (store) {
      if (text === null) store.removeItem(key);
      else store.setItem(key, text);
    } else memory = text;
    listeners.forEach((listener) => listener());
  }

  items.add({
    forget() {
      memory = null;
      listeners.forEach((listener) => listener());
    },
  });

  return {
    read() {
      const text = readText();
      if (text !== cached.text) cached = { text, value: parseText(text) };
      return cached.value;
    },
    write(value) {
      writeText(JSON.stringify(value));
    },
    clear() {
      writeText(null);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * Forgets everything this tab keeps in session storage (spec 001 §4 Logout: "clears the user and
 * session storage"), so the next person at a shared computer finds no user, reservation or draft.
 */
export function clearSessionStorage(): void {
  try {
    storage()?.clear();
  } catch {
    // Storage switched off: the items' in-memory copies are forgotten below.
  }
  items.forEach((item) => item.forget());
}
