import { useState } from 'react';
import { Link } from 'react-router';
import { readCookie, writeCookie } from '@/lib/cookies.ts';

export const COOKIE_CONSENT_NAME = 'bluu_cookie_consent';
const COOKIE_CONSENT_DAYS = 150;

export function CookieBanner() {
  const [accepted, setAccepted] = useState(() => readCookie(COOKIE_CONSENT_NAME) !== null);
  if (accepted) return null;

  function accept() {
    writeCookie(COOKIE_CONSENT_NAME, 'accepted', COOKIE_CONSENT_DAYS);
    setAccepted(true);
  }

  return (
    <section className="cookie-banner" aria-label="Cookie consent">
      <div className="container cookie-banner-inner">
        <p>
          We use cookies to keep this site working, remember your choices and understand how it is
          used. Read more in our <Link to="/privacy-policy/">Privacy Policy</Link>.
        </p>
        <button type="button" className="button button-primary" onClick={accept}>
          Accept &amp; Continue
        </button>
      </div>
    </section>
  );
}
