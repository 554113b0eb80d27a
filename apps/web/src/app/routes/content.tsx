import { Link, Navigate, useParams } from 'react-router';
import { SimplePage } from '@/components/ui/simple-page.tsx';
import { useSessionUser } from '@/lib/session-user.ts';
import { useOpenAccountSignIn } from '@/app/layout/auth-dialogs.tsx';
import { menuLabelOf } from '@/app/layout/site-menu.ts';

/** Pages whose readers book on an account: their MAKE RESERVATION signs the account in. */
const ACCOUNT_PAGES = new Set(['rentals/corporate-customers', 'rentals/tour-operators']);

function headingOf(path: string): string {
  const known = menuLabelOf(`/${path}`);
  if (known) return known;
  const slug = path.split('/').filter(Boolean).at(-1) ?? '';
  const words = slug.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

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

/** A page of the content service, by its path. */
export function Component() {
  const path = useParams()['*'] ?? '';
  const segments = path.split('/').filter(Boolean);
  if (segments.length === 0) return <Navigate to="/" replace />;
  return (
    <SimplePage
      heading={headingOf(path)}
      actions={ACCOUNT_PAGES.has(segments.join('/')) ? <MakeReservation /> : undefined}
    >
      This page's content will be shown here.
    </SimplePage>
  );
}
