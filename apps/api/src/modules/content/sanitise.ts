import sanitizeHtml from 'sanitize-html';

/**
 * Where the images of CMS content may come from: the site itself and, for a WordPress at
 * CONTENT_API_URL, the WordPress's own host, which serves its media (`/wp-content/uploads/…`).
 * The content security policy lets the browser load images from those and nowhere else
 * (plugins/security.ts), so an image anywhere else is dropped rather than served broken.
 */
export interface MediaRule {
  /**
   * The WordPress's origin (`contentOrigin`): its images are kept, and a site-relative image
   * address, which in a WordPress answer means the WordPress's host, is made absolute on it.
   * Without one (the repository's files) only site-relative images are kept.
   */
  mediaOrigin?: string;
}

/**
 * An image address the site can show: site-relative, or on the content service's media origin;
 * '' for anything else (another host, javascript:, data:…):
 * `imageUrl('/wp-content/uploads/a.jpg', { mediaOrigin: 'https://cms.example' }) === 'https://cms.example/wp-content/uploads/a.jpg'`,
 * `imageUrl('https://tracker.example/p.gif', { mediaOrigin: 'https://cms.example' }) === ''`.
 */
export function imageUrl(url: string, rule: MediaRule = {}): string {
  const safe = safeUrl(url);
  if (safe.startsWith('/')) return rule.mediaOrigin ? `${rule.mediaOrigin}${safe}` : safe;
  if (!rule.mediaOrigin || !/^https?:/i.test(safe)) return '';
  return new URL(safe).origin === rule.mediaOrigin ? safe : '';
}

/**
 * The allow-list every CMS HTML field passes before it is served (DESIGN.md §6), whether it came
 * from the repository's files or from a WordPress: text structure, links, images and tables.
 * No script, style, iframe, form or event attribute survives; links keep only http(s), mailto
 * and tel addresses (or site-relative ones), and a link opening a new tab gets rel=noopener.
 * Images are kept only from where the site may load them (`imageUrl`). Tables and preformatted
 * text scroll inside themselves when wider than the page (content-html.css), so each can take
 * the keyboard's focus (tabindex=0) and be scrolled with the arrow keys.
 */
const htmlOptions = (rule: MediaRule): sanitizeHtml.IOptions => ({
  allowedTags: [
    'p',
    'br',
    'hr',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'strong',
    'b',
    'em',
    'i',
    'u',
    'small',
    'sup',
    'sub',
    'blockquote',
    'ul',
    'ol',
    'li',
    'dl',
    'dt',
    'dd',
    'a',
    'img',
    'figure',
    'figcaption',
    'table',
    'caption',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'code',
    'pre',
    'span',
    'div',
    'section',
    'address',
    'abbr',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height', 'loading'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    abbr: ['title'],
    ol: ['start'],
    table: ['tabindex'],
    pre: ['tabindex'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => {
      const opensTab = attribs.target === '_blank';
      const { target: _target, rel: _rel, ...rest } = attribs;
      return {
        tagName,
        attribs: opensTab ? { ...rest, target: '_blank', rel: 'noopener noreferrer' } : rest,
      };
    },
    img: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, src: imageUrl(attribs.src ?? '', rule), loading: 'lazy' },
    }),
    table: scrollable,
    pre: scrollable,
  },
  // An image the site may not load is dropped whole (its alt text would stand for nothing).
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
});

/** A region that may scroll sideways: reachable with the keyboard, whatever the CMS said. */
function scrollable(tagName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag {
  return { tagName, attribs: { ...attribs, tabindex: '0' } };
}

/** The options of each media origin ('' for the repository's files), built once. */
const optionsByOrigin = new Map<string, sanitizeHtml.IOptions>();

/**
 * CMS HTML made safe to insert: `sanitiseHtml('<p onclick="x()">Hi<script>x()</script></p>') === '<p>Hi</p>'`;
 * `rule` says where its images may come from (`MediaRule`).
 */
export function sanitiseHtml(html: string, rule?: MediaRule): string {
  const origin = rule?.mediaOrigin ?? '';
  let options = optionsByOrigin.get(origin);
  if (!options) optionsByOrigin.set(origin, (options = htmlOptions({ mediaOrigin: origin })));
  return sanitizeHtml(html, options);
}

/**
 * A field that is rendered as text but may hold entities or stray tags (titles, ACF text): every
 * tag removed, entities kept escaped: `sanitiseInline('Cars &amp; <b>vans</b>') === 'Cars &amp; vans'`.
 */
export function sanitiseInline(html: string): string {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} });
}

/**
 * Plain text out of HTML (meta descriptions, ACF values the site shows as text): tags removed
 * and entities decoded: `plainText('Cars &amp; <b>vans</b>') === 'Cars & vans'`.
 */
export function plainText(html: string): string {
  return decodeEntities(sanitiseInline(html)).trim();
}

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  rsquo: '’',
  lsquo: '‘',
  rdquo: '”',
  ldquo: '“',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith('#')) {
      const code =
        name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
      return code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff)
        ? String.fromCodePoint(code)
        : '\ufffd';
    }
    return NAMED_ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/**
 * A site-relative path: one '/' then neither a second '/' nor a '\', which browsers read as
 * another host ('//evil.example', and '/\evil.example' since a browser turns '\' into '/').
 */
const SITE_RELATIVE = /^\/(?![/\\])/;

/**
 * An address safe for an `href` or `src`: http(s), mailto, tel or site-relative; anything else
 * (javascript:, data:, protocol-relative, '/\host', '\host') becomes '':
 * `safeUrl('/\\evil.example/') === ''`, `safeUrl('/get-quote/') === '/get-quote/'`.
 */
export function safeUrl(url: string): string {
  const trimmed = url.trim();
  if (trimmed === '') return '';
  // Browsers drop tabs and line breaks inside an address ('/\t/evil.example' is '//evil.example')
  // and ignore other control characters around it: an address holding any is refused.
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(trimmed)) return '';
  if (trimmed.startsWith('/')) return SITE_RELATIVE.test(trimmed) ? trimmed : '';
  if (!URL.canParse(trimmed)) return '';
  const { protocol } = new URL(trimmed);
  return ['http:', 'https:', 'mailto:', 'tel:'].includes(protocol) ? trimmed : '';
}
