import { useEffect, useMemo, useRef } from 'react';
import { useNavigate } from 'react-router';
import './content-html.css';

interface ContentHtmlProps {
  /** `content.rendered` of the content service: sanitised by our server's allow-list (DESIGN.md §6). */
  html: string;
  className?: string;
  /**
   * Links to pages open in a new tab, e.g. inside a dialog, so that reading a linked page never
   * takes the customer away from what the page behind it holds (a half-filled form).
   */
  linksInNewTab?: boolean;
}

/** Said after a link's text to whoever cannot see that it opens a new tab. */
const NEW_TAB_HINT = ' (opens in a new tab)';

/** Whether an address leads to a page (http(s) or site-relative), not mailto, tel or in-page. */
function isPageLink(href: string): boolean {
  if (href.startsWith('#')) return false;
  try {
    return ['http:', 'https:'].includes(new URL(href, window.location.href).protocol);
  } catch {
    return false;
  }
}

/** The HTML with every link to a page opening in a new tab, with the hint for screen readers. */
function withLinksInNewTab(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  for (const link of template.content.querySelectorAll('a[href]')) {
    if (!isPageLink(link.getAttribute('href') ?? '')) continue;
    link.setAttribute('target', '_blank');
    link.setAttribute('rel', 'noopener noreferrer');
    if (link.textContent?.includes(NEW_TAB_HINT.trim())) continue;
    const hint = document.createElement('span');
    hint.className = 'visually-hidden';
    hint.textContent = NEW_TAB_HINT;
    link.append(hint);
  }
  return template.innerHTML;
}

/** The link of a click that the site's router can follow, or null (other site, new tab, download…). */
function routableLink(event: MouseEvent): HTMLAnchorElement | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const target = event.target instanceof Element ? event.target.closest('a') : null;
  if (!target?.href || (target.target && target.target !== '_self')) return null;
  if (target.hasAttribute('download')) return null;
  const url = new URL(target.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  if (!['http:', 'https:'].includes(url.protocol)) return null;
  return target;
}

/**
 * A page's HTML from the content service. It is only ever given HTML that our server sanitised,
 * so it is set as it is; links to the site's own pages are followed by the router (no reload),
 * unless they open in a new tab.
 */
export function ContentHtml({ html, className, linksInNewTab = false }: ContentHtmlProps) {
  const ref = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  const shown = useMemo(
    () => (linksInNewTab ? withLinksInNewTab(html) : html),
    [html, linksInNewTab],
  );

  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    function handleClick(event: MouseEvent) {
      const link = routableLink(event);
      if (!link) return;
      const url = new URL(link.href);
      if (url.pathname === window.location.pathname && url.hash) return;
      event.preventDefault();
      void navigate(`${url.pathname}${url.search}${url.hash}`);
    }
    root.addEventListener('click', handleClick);
    return () => root.removeEventListener('click', handleClick);
  }, [navigate]);

  return (
    <div
      ref={ref}
      className={className ? `content-html ${className}` : 'content-html'}
      dangerouslySetInnerHTML={{ __html: shown }}
    />
  );
}
