import { lazy, Suspense } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useSessionUser } from '@/lib/session-user.ts';
import { useOpenAccountSignIn, type SignInAccountType } from '@/app/layout/auth-dialogs.tsx';
import { ContentPage } from '@/features/content/components/content-page.tsx';

/** The contact form loads only on /contacts/. */
const ContactForm = lazy(() =>
  import('@/features/contact/components/contact-form.tsx').then((module) => ({
    default: module.ContactForm,
  })),
);

/**
 * Pages whose readers book on an account: MAKE RESERVATION opens the corporate or the tour
 * sign-in (spec 001 §2), i.e. the account sign-in on that account type.
 */
const ACCOUNT_PAGES = new Map<string, SignInAccountType>([
  ['corporate-customers', 'C'],
  ['tour-operators', 'T'],
]);
/** The page that embeds the contact form. */
const CONTACTS = 'contacts';

function MakeReservation({ accountType }: { accountType: SignInAccountType }) {
  const user = useSessionUser();
  const openAccountSignIn = useOpenAccountSignIn(accountType);
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

function AccountActions({ accountType }: { accountType: SignInAccountType }) {
  return (
    <>
      <MakeReservation accountType={accountType} />
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
  const accountType = ACCOUNT_PAGES.get(slug);
  return (
    <ContentPage
      key={slug}
      slug={slug}
      actions={accountType && <AccountActions accountType={accountType} />}
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
