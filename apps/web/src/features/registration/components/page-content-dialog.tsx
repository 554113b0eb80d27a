import { RESERVATIONS_EMAIL, SUPPORT_PHONE } from '@bluu/contracts/constants';
import type { ReactNode } from 'react';
import { Modal } from '@/components/ui/modal.tsx';

export type ContentPage = 'terms-and-conditions' | 'privacy-policy';

const TITLES: Record<ContentPage, string> = {
  'terms-and-conditions': 'Website Terms and Conditions',
  'privacy-policy': 'Privacy Policy',
};

function WebsiteTerms() {
  return (
    <>
      <p>
        These terms apply to your use of this website and of your Bluu online profile. By creating
        an online profile you accept them.
      </p>
      <h3>Your online profile</h3>
      <ul>
        <li>
          The details you give must be true and your own. Keep your password secret: anything done
          after signing in with it is treated as done by you.
        </li>
        <li>
          Your profile lets you keep your details, see your latest quotes and reservations and book
          faster. Quotes and reservations remain subject to the Terms &amp; Conditions of Rental
          shown when you book.
        </li>
        <li>
          We may suspend a profile that is misused, and you may ask us to close yours at any time.
        </li>
      </ul>
      <h3>Prices and availability</h3>
      <p>
        Rates include VAT. A quote shows the price for the dates, branch and vehicle group you
        chose; vehicles are subject to availability until a reservation is confirmed.
      </p>
      <h3>Use of the website</h3>
      <p>
        Do not use the website unlawfully, try to reach other people&apos;s information, or disrupt
        it. Its content belongs to Bluu and may not be copied for commercial use.
      </p>
      <h3>Contact</h3>
      <p>
        Questions about these terms: phone {SUPPORT_PHONE} or e-mail {RESERVATIONS_EMAIL}.
      </p>
    </>
  );
}

function PrivacyPolicy() {
  return (
    <>
      <p>
        Your email address is 100% safe with us. We process personal information as the Protection
        of Personal Information Act (POPIA) requires.
      </p>
      <h3>What we keep</h3>
      <p>
        Your name, title, ID or passport number, driving licence details, contact number, e-mail
        address, home and billing address, and the quotes and reservations you make.
      </p>
      <h3>Why</h3>
      <ul>
        <li>To create and secure your online profile and confirm it with a one-time password.</li>
        <li>To prepare quotes and reservations and send you their confirmations.</li>
        <li>To meet the legal duties of a car rental company.</li>
      </ul>
      <p>
        We do not sell your information. We share it only with those who help us deliver your rental
        (for example payment processing) and with authorities when the law requires it.
      </p>
      <h3>Your rights</h3>
      <p>
        You may see, correct or ask us to delete your information, and object to its use for
        marketing. Contact us on {SUPPORT_PHONE} or {RESERVATIONS_EMAIL}.
      </p>
    </>
  );
}

const CONTENT: Record<ContentPage, () => ReactNode> = {
  'terms-and-conditions': WebsiteTerms,
  'privacy-policy': PrivacyPolicy,
};

/** The terms-and-conditions or privacy-policy page in a modal (spec 001 §2). */
export function PageContentDialog({ page, onClose }: { page: ContentPage; onClose: () => void }) {
  const Content = CONTENT[page];
  return (
    <Modal title={TITLES[page]} onClose={onClose}>
      <div className="page-content">
        <Content />
        <p>
          <a href={`/${page}/`} target="_blank" rel="noreferrer">
            Open the full {TITLES[page]} page
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </p>
        <button type="button" className="button button-primary" onClick={onClose}>
          Close
        </button>
      </div>
    </Modal>
  );
}
