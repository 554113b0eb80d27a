import { useEffect, useRef, useState, type MouseEvent, type RefObject } from 'react';
import { Link } from 'react-router';
import { readCookie, writeCookie } from '@/lib/cookies.ts';

export const COOKIE_CONSENT_NAME = 'bluu_cookie_consent';
const COOKIE_CONSENT_DAYS = 150;
/**
 * Read by what sticks to the bottom of the window (price bars, the sticky cost panel) and by the
 * app shell, which ends with that much room (layout.css).
 */
const HEIGHT_PROPERTY = '--cookie-banner-height';

/** Publishes the banner's height while it shows, so nothing that sticks to the bottom hides under it. */
function useHeightProperty() {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const banner = ref.current;
    if (!banner || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => {
      root.style.setProperty(HEIGHT_PROPERTY, `${banner.offsetHeight}px`);
    });
    observer.observe(banner);
    return () => {
      observer.disconnect();
      root.style.removeProperty(HEIGHT_PROPERTY);
    };
  }, []);
  return ref;
}

function Banner({ onAccept }: { onAccept: (event: MouseEvent<HTMLButtonElement>) => void }) {
  const ref = useHeightProperty();
  return (
    <section ref={ref} className="cookie-banner" aria-label="Cookie consent">
      <div className="container cookie-banner-inner">
        <p>
          We use cookies to keep this site working, remember your choices and understand how it is
          used. Read more in our <Link to="/privacy-policy/">Privacy Policy</Link>.
        </p>
        <button type="button" className="button button-primary" onClick={onAccept}>
          Accept &amp; Continue
        </button>
      </div>
    </section>
  );
}

interface CookieBannerProps {
  /** Where the focus goes when Accept & Continue, holding it, goes away: the page's content. */
  focusAfterAccept: RefObject<HTMLElement | null>;
}

export function CookieBanner({ focusAfterAccept }: CookieBannerProps) {
  const [accepted, setAccepted] = useState(() => readCookie(COOKIE_CONSENT_NAME) !== null);
  if (accepted) return null;

  function accept(event: MouseEvent<HTMLButtonElement>) {
    writeCookie(COOKIE_CONSENT_NAME, 'accepted', COOKIE_CONSENT_DAYS);
    // A removed button drops the focus to the page (WCAG 2.4.3). A click that did not focus it
    // (Safari) leaves the focus where it was.
    if (event.currentTarget === document.activeElement)
      focusAfterAccept.current?.focus({ preventScroll: true });
    setAccepted(true);
  }

  return <Banner onAccept={accept} />;
}
