import { useEffect, useRef, useState } from 'react';

function pixels(value: string): number {
  const parsed = Number.parseFloat(value);
  return Number.isFinite(parsed) ? parsed : 0;
}

/**
 * Keeps a sticky panel inside the window, so what sits at its bottom (a total, a button) is always
 * in sight: the panel's height is capped (CSS variable `--fit-height`) at the room between its top –
 * where it is now, or where it sticks – and the window's bottom above the cookie banner. Its
 * scrolling part (`scrollerRef`, with its content in `contentRef`) takes up what is left over;
 * `overflowing` says when that part has to be scrolled, so it can be made reachable by keyboard.
 */
export function useViewportFit(enabled: boolean) {
  const panelRef = useRef<HTMLElement>(null);
  const scrollerRef = useRef<HTMLDivElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const [overflowing, setOverflowing] = useState(false);

  useEffect(() => {
    const panel = panelRef.current;
    // Without ResizeObserver (tests' jsdom) the panel keeps its CSS cap.
    if (!enabled || !panel || typeof ResizeObserver === 'undefined') return;
    let frame = 0;

    function fit() {
      frame = 0;
      if (!panel) return;
      const stickyTop = pixels(getComputedStyle(panel).top);
      const bottomGap = stickyTop;
      const banner = pixels(
        getComputedStyle(document.documentElement).getPropertyValue('--cookie-banner-height'),
      );
      const top = Math.max(panel.getBoundingClientRect().top, stickyTop);
      const room = Math.max(0, window.innerHeight - banner - top - bottomGap);
      panel.style.setProperty('--fit-height', `${Math.floor(room)}px`);
      const scroller = scrollerRef.current;
      setOverflowing(
        scroller !== null && !scroller.hidden && scroller.scrollHeight > scroller.clientHeight + 1,
      );
    }

    function schedule() {
      if (!frame) frame = requestAnimationFrame(fit);
    }

    schedule();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    const observer = new ResizeObserver(schedule);
    observer.observe(document.body);
    if (contentRef.current) observer.observe(contentRef.current);
    if (scrollerRef.current) observer.observe(scrollerRef.current);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      observer.disconnect();
      panel.style.removeProperty('--fit-height');
    };
  }, [enabled]);

  return { panelRef, scrollerRef, contentRef, overflowing: enabled && overflowing };
}
