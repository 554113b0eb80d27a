import { useSyncExternalStore } from 'react';
import type * as Phone from './phone.ts';

/** The phone rules and country list (libphonenumber's metadata, about 30 KB gzip). */
export type PhoneModule = typeof Phone;

let loaded: PhoneModule | null = null;
let loading: Promise<PhoneModule> | null = null;
const listeners = new Set<() => void>();

/**
 * Loads the phone rules once. They are fetched after the page shows, not with it, so the
 * registration page stays within the first-page JavaScript budget (decision record 0018).
 */
export function loadPhone(): Promise<PhoneModule> {
  loading ??= import('./phone.ts').then((module) => {
    loaded = module;
    listeners.forEach((listener) => listener());
    return module;
  });
  return loading;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The phone rules once loaded (starting the load), else null. */
export function usePhoneModule(): PhoneModule | null {
  const module = useSyncExternalStore(subscribe, () => loaded);
  if (!module) void loadPhone();
  return module;
}
