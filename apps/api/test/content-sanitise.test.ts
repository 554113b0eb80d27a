import { describe, expect, it } from 'vitest';
import { imageUrl, safeUrl, sanitiseHtml } from '../src/modules/content/sanitise.ts';

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

describe('content wider than the page', () => {
  it('lets the keyboard reach preformatted text and tables, which scroll inside themselves', () => {
    expect(sanitiseHtml(`<pre>${'x'.repeat(3000)}</pre>`)).toBe(
      `<pre tabindex="0">${'x'.repeat(3000)}</pre>`,
    );
    expect(sanitiseHtml('<table tabindex="-1"><tr><td>1</td></tr></table>')).toBe(
      '<table tabindex="0"><tr><td>1</td></tr></table>',
    );
    // Nowhere else: a focus stop is not the CMS's to give.
    expect(sanitiseHtml('<p tabindex="0">Hi</p>')).toBe('<p>Hi</p>');
  });
});

describe('images only from where the site may load them (its content security policy)', () => {
  const wordpress = { mediaOrigin: 'https://cms.example' };

  it("keeps the site's own images in the repository's files, and no other host's", () => {
    expect(sanitiseHtml('<img src="/vehicles/A1.svg" alt="A1">')).toBe(
      '<img src="/vehicles/A1.svg" alt="A1" loading="lazy" />',
    );
    expect(sanitiseHtml('<p>Hi<img src="https://tracker.example/p.gif" alt="">there</p>')).toBe(
      '<p>Hithere</p>',
    );
  });

  it("keeps a WordPress's own media, and puts its host on a site-relative one", () => {
    expect(
      sanitiseHtml('<img src="https://cms.example/wp-content/uploads/a.jpg" alt="A">', wordpress),
    ).toBe('<img src="https://cms.example/wp-content/uploads/a.jpg" alt="A" loading="lazy" />');
    expect(sanitiseHtml('<img src="/wp-content/uploads/b.jpg" alt="B">', wordpress)).toBe(
      '<img src="https://cms.example/wp-content/uploads/b.jpg" alt="B" loading="lazy" />',
    );
  });

  it.each([
    'https://tracker.example/p.gif',
    'http://cms.example/wp-content/uploads/a.jpg',
    'https://cms.example.evil.example/a.jpg',
    '//cms.example/a.jpg',
    'data:image/png;base64,AAAA',
    'javascript:alert(1)',
    'x.jpg',
  ])('drops an image at %s from WordPress content', (src) => {
    expect(sanitiseHtml(`<p>A<img src="${src}" alt="x">B</p>`, wordpress)).toBe('<p>AB</p>');
    expect(imageUrl(src, wordpress)).toBe('');
  });

  it('checks featured images by the same rule', () => {
    expect(imageUrl('/vehicles/A1.svg')).toBe('/vehicles/A1.svg');
    expect(imageUrl('https://cms.example/a.jpg')).toBe('');
    expect(imageUrl('https://CMS.example:443/a.jpg', wordpress)).toBe(
      'https://CMS.example:443/a.jpg',
    );
  });
});
