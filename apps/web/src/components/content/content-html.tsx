import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import './content-html.css';

interface ContentHtmlProps {
  /** `content.rendered` of the content service: sanitised by our server's allow-list (DESIGN.md §6). */
  html: string;
  className?: string;
  /** Called when a link inside the content moves to another page of the site (e.g. to close a dialog). */
  onNavigate?: () => void;
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
 * so it is set as it is; links to the site's own pages are followed by the router (no reload).
 */
export function ContentHtml({ html, className, onNavigate }: ContentHtmlProps) {
  const ref = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  const onNavigateRef = useRef(onNavigate);
  useEffect(() => {
    onNavigateRef.current = onNavigate;
  });

  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    function handleClick(event: MouseEvent) {
      const link = routableLink(event);
      if (!link) return;
      const url = new URL(link.href);
      if (url.pathname === window.location.pathname && url.hash) return;
      event.preventDefault();
      onNavigateRef.current?.();
      void navigate(`${url.pathname}${url.search}${url.hash}`);
    }
    root.addEventListener('click', handleClick);
    return () => root.removeEventListener('click', handleClick);
  }, [navigate]);

  return (
    <div
      ref={ref}
      className={className ? `content-html ${className}` : 'content-html'}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
