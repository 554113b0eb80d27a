import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// A busy CI machine may take seconds to render a screen: every findBy/waitFor waits on its
// condition for up to 15 s instead of Testing Library's 1 s default (it returns as soon as it holds).
configure({ asyncUtilTimeout: 15_000 });

// jsdom has no scrolling; React Router's scroll restoration calls it on every navigation.
window.scrollTo = () => {};

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});
