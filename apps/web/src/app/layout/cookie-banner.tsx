import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { readCookie, writeCookie } from '@/lib/cookies.ts';

export const COOKIE_CONSENT_NAME = 'bluu_cookie_consent';
const COOKIE_CONSENT_DAYS = 150;
/** Read by what sticks to the bottom of the window (price bars, the sticky cost panel). */
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

function Banner({ onAccept }: { onAccept: () => void }) {
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

export function CookieBanner() {
  const [accepted, setAccepted] = useState(() => readCookie(COOKIE_CONSENT_NAME) !== null);
  if (accepted) return null;

  function accept() {
    writeCookie(COOKIE_CONSENT_NAME, 'accepted', COOKIE_CONSENT_DAYS);
    setAccepted(true);
  }

  return <Banner onAccept={accept} />;
}
