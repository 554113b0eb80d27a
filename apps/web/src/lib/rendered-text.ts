/**
 * The text of a content item's rendered title or term name, which WordPress sends HTML-escaped:
 * `renderedText('Fish &amp; Chips') === 'Fish & Chips'`. Tags, if any, are dropped.
 */
export function renderedText(html: string): string {
  if (!/[<&]/.test(html)) return html;
  return new DOMParser().parseFromString(html, 'text/html').documentElement.textContent ?? '';
}
