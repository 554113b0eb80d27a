import { RESERVATIONS_EMAIL, SUPPORT_PHONE } from '@bluu/contracts/constants';
import { Link } from 'react-router';
import { telHref } from '@/lib/format.ts';
import { ChatLink } from './chat-link.tsx';
import { SiteNav } from './site-nav.tsx';
import { SocialLinks } from './social-links.tsx';

export function SiteHeader() {
  return (
    <header className="site-header">
      <div className="site-topbar">
        <div className="container site-topbar-inner">
          <p className="site-topbar-contact">
            <span className="site-topbar-label">Reservations </span>
            <a href={telHref(SUPPORT_PHONE)}>{SUPPORT_PHONE}</a>
            <span className="site-topbar-email">
              {' · '}
              <a href={`mailto:${RESERVATIONS_EMAIL}`}>{RESERVATIONS_EMAIL}</a>
            </span>
          </p>
          <div className="site-topbar-links">
            <ChatLink inline />
            <SocialLinks />
          </div>
        </div>
      </div>
      <div className="container site-header-bar">
        <Link to="/" className="site-logo">
          <span className="site-logo-mark">Bluu</span> Car Rental
        </Link>
        <SiteNav />
      </div>
    </header>
  );
}
