import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// jsdom has no scrolling; React Router's scroll restoration calls it on every navigation.
window.scrollTo = () => {};

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});
