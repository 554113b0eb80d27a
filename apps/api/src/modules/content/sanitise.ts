import sanitizeHtml from 'sanitize-html';

/**
 * The allow-list every CMS HTML field passes before it is served (DESIGN.md §6), whether it came
 * from the repository's files or from a WordPress: text structure, links, images and tables.
 * No script, style, iframe, form or event attribute survives; links keep only http(s), mailto
 * and tel addresses (or site-relative ones), and a link opening a new tab gets rel=noopener.
 */
const HTML_OPTIONS: sanitizeHtml.IOptions = {
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
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy' } }),
  },
};

/** CMS HTML made safe to insert: `sanitiseHtml('<p onclick="x()">Hi<script>x()</script></p>') === '<p>Hi</p>'`. */
export function sanitiseHtml(html: string): string {
  return sanitizeHtml(html, HTML_OPTIONS);
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
