/**
 * The text of a short piece of the content service's HTML (a title: `Terms &amp; Conditions` →
 * `Terms & Conditions`), for places that take text, such as headings and document titles.
 */
export function plainText(html: string): string {
  if (!/[<&]/.test(html)) return html;
  return new DOMParser().parseFromString(html, 'text/html').body.textContent?.trim() ?? '';
}
