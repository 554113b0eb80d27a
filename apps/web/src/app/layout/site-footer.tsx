import { RESERVATIONS_EMAIL, SUPPORT_PHONE } from '@bluu/contracts/constants';
import { Link } from 'react-router';
import { telHref } from '@/lib/format.ts';
import { FOOTER_LINKS } from './site-menu.ts';

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="container site-footer-grid">
        <div>
          <p className="site-footer-brand">Bluu Car Rental</p>
          <p>Car and van rental at branches and airports across South Africa and Namibia.</p>
        </div>
        <nav aria-label="Footer">
          <ul className="site-footer-links">
            {FOOTER_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="site-footer-heading">Reservations</h2>
          <p>
            Call us on <a href={telHref(SUPPORT_PHONE)}>{SUPPORT_PHONE}</a>
          </p>
          <p>
            E-mail <a href={`mailto:${RESERVATIONS_EMAIL}`}>{RESERVATIONS_EMAIL}</a>
          </p>
        </div>
      </div>
      <div className="container site-footer-legal">
        <p>
          Rates include VAT. Renters must be 21 or older with a valid driving licence and a major
          credit card.
        </p>
      </div>
    </footer>
  );
}
