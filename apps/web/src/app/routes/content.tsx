import { lazy, Suspense } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useSessionUser } from '@/lib/session-user.ts';
import { useOpenAccountSignIn } from '@/app/layout/auth-dialogs.tsx';
import { ContentPage } from '@/features/content/components/content-page.tsx';

/** The contact form loads only on /contacts/. */
const ContactForm = lazy(() =>
  import('@/features/contact/components/contact-form.tsx').then((module) => ({
    default: module.ContactForm,
  })),
);

/** Pages whose readers book on an account: MAKE RESERVATION signs the account in (spec 001 §2). */
const ACCOUNT_PAGES = new Set(['corporate-customers', 'tour-operators']);
/** The page that embeds the contact form. */
const CONTACTS = 'contacts';

function MakeReservation() {
  const user = useSessionUser();
  const openAccountSignIn = useOpenAccountSignIn();
  if (user && user.accountType !== 'I')
    return (
      <Link to="/get-quote/" className="button button-primary">
        MAKE RESERVATION
      </Link>
    );
  return (
    <button
      type="button"
      className="button button-primary"
      onClick={(event) => openAccountSignIn(event.currentTarget)}
    >
      MAKE RESERVATION
    </button>
  );
}

function AccountActions() {
  return (
    <>
      <MakeReservation />
      <Link to="/manage-booking/" className="button button-secondary">
        MANAGE BOOKING
      </Link>
    </>
  );
}

/** A page of the content service by the last segment of its path (spec 001 §2). */
export function Component() {
  const path = useParams()['*'] ?? '';
  const slug = path.split('/').filter(Boolean).at(-1);
  if (!slug) return <Navigate to="/" replace />;
  return (
    <ContentPage
      key={slug}
      slug={slug}
      actions={ACCOUNT_PAGES.has(slug) ? <AccountActions /> : undefined}
    >
      {slug === CONTACTS && (
        <Suspense
          fallback={
            <p role="status" className="notice">
              <Spinner /> Loading the contact form…
            </p>
          }
        >
          <ContactForm />
        </Suspense>
      )}
    </ContentPage>
  );
}
