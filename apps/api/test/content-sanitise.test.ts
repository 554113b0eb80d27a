import { describe, expect, it } from 'vitest';
import { safeUrl, sanitiseHtml } from '../src/modules/content/sanitise.ts';

/** The host a browser goes to for an address on a page of the site (the WHATWG URL parser). */
const hostOf = (url: string) => new URL(url, 'https://bluu.example/rentals/').host;

describe('safeUrl', () => {
  it.each([
    '/get-quote/',
    '/vehicles/A1.svg',
    '/branches/sandton/?from=home#map',
    'https://bluu.co.za/weekend',
    'http://bluu.co.za/',
    'mailto:reservations@bluu.co.za',
    'tel:0861017722',
  ])('keeps %s', (url) => {
    expect(safeUrl(` ${url} `)).toBe(url);
  });

  it.each([
    '/\\evil.example/weekend',
    '/\\/evil.example/',
    '\\\\evil.example/',
    '\\/evil.example/',
    '//evil.example/',
    '/\t/evil.example/',
    '/\n/evil.example/',
    '\u0001//evil.example/',
  ])('refuses %j, which a browser takes to another host', (url) => {
    expect(hostOf(url)).toBe('evil.example');
    expect(safeUrl(url)).toBe('');
  });

  it.each(['\\evil.example', 'javascript:alert(1)', 'data:text/html,x', 'vbscript:msgbox(1)'])(
    'refuses %j',
    (url) => {
      expect(safeUrl(url)).toBe('');
    },
  );

  it('drops a link to /\\evil.example from page HTML too', () => {
    expect(sanitiseHtml('<a href="/\\evil.example/">Deal</a>')).toBe('<a>Deal</a>');
  });
});
