import { useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

const STORAGE_KEY = 'bluu_scroll_positions';

const positions = new Map<string, number>();
let currentKey: string | null = null;
let listening = false;

function readStored() {
  try {
    const stored = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as unknown;
    if (stored && typeof stored === 'object')
      for (const [key, y] of Object.entries(stored))
        if (typeof y === 'number' && !positions.has(key)) positions.set(key, y);
  } catch {
    // A broken entry only costs the restored position.
  }
}

function rememberScroll() {
  if (currentKey !== null) positions.set(currentKey, window.scrollY);
}

function storePositions() {
  rememberScroll();
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(Object.fromEntries(positions)));
  } catch {
    // Storage full or refused: positions are kept for this page's life only.
  }
}

function listen() {
  if (listening) return;
  listening = true;
  window.history.scrollRestoration = 'manual';
  readStored();
  window.addEventListener('scroll', rememberScroll, { passive: true });
  window.addEventListener('pagehide', storePositions);
}

/**
 * The data router's ScrollRestoration for declarative routes: Back and Forward (and a reload)
 * return to where that history entry was scrolled, a new page starts at its top (or its #hash).
 * Rendered beside the page inside its Suspense boundary, so it runs once the page's code is in.
 */
export function ScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();

  useLayoutEffect(() => {
    listen();
    currentKey = location.key;
    const saved = positions.get(location.key);
    if (navigationType === 'POP' && saved !== undefined) {
      window.scrollTo(0, saved);
      return;
    }
    const target = location.hash
      ? document.getElementById(decodeURIComponent(location.hash.slice(1)))
      : null;
    if (target) target.scrollIntoView();
    else if (navigationType !== 'POP') window.scrollTo(0, 0);
  }, [location.key, location.hash, navigationType]);

  return null;
}
