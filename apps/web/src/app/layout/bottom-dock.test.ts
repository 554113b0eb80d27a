/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// Vitest loads no CSS (an imported stylesheet is empty): the layout's rules are read as written.
const LAYOUT_CSS = readFileSync(`${import.meta.dirname}/layout.css`, 'utf8');

/** The declarations of the top-level rule for `selector` in layout.css, by property. */
function declarationsOf(selector: string): Record<string, string> {
  const escaped = selector.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const block = new RegExp(`(?:^|\\n)${escaped} \\{([^}]*)\\}`).exec(LAYOUT_CSS)?.[1] ?? '';
  return Object.fromEntries(
    block
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .split(';')
      .map((declaration) => declaration.split(/:(.*)/s).map((part) => part.trim()))
      .filter(([property, value]) => property && value),
  ) as Record<string, string>;
}

describe('the bottom dock (cookie banner and chat)', () => {
  it('is fixed to the bottom of the window, so reaching the banner with Tab scrolls nothing', () => {
    const dock = declarationsOf('.bottom-dock');
    expect(dock).toMatchObject({ position: 'fixed', right: '0', bottom: '0', left: '0' });
    // Not moved after the footer (a sticky dock there scrolled the page to the footer).
    expect(dock).not.toHaveProperty('order');
  });

  it('has room kept for the cookie banner at the end of the page', () => {
    expect(declarationsOf('.app-shell')).toHaveProperty(
      'padding-bottom',
      'var(--cookie-banner-height, 0px)',
    );
  });
});
