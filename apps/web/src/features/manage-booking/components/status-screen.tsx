import type { ErrorCode } from '@bluu/contracts/error-codes';
import { MANAGE_MESSAGES } from '@bluu/contracts/manage-rules';
import { toLocalDateTime } from '@bluu/contracts/time';
import { useId } from 'react';
import { Link } from 'react-router';
import { ContactText } from '@/components/ui/contact-text.tsx';
import { PageTitle } from '@/components/ui/page-title.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { searchAccountOf, sessionUser, useSessionUser } from '@/lib/session-user.ts';
import { useJourneyNavigate } from '@/lib/journey/journey.ts';
import { useConfirmQuote } from '@/features/manage-booking/api/confirm-quote.ts';
import { useConfirmTransferQuote } from '@/features/manage-booking/api/confirm-transfer-quote.ts';
import type { LookupResult } from '@/features/manage-booking/api/look-up.ts';
import { isOverdue } from '@/features/manage-booking/utils/extension.ts';
import {
  ACTION_LABELS,
  actionsFor,
  blockedMessage,
  type ManageAction,
} from '@/features/manage-booking/utils/manage-status.ts';
import { PendingButton } from '@/components/ui/pending-button.tsx';
import { formatLocalDateTime } from '@/lib/format.ts';
import { factsOf, LookedUp, UseDifferentQuoteNumber } from './looked-up.tsx';
import { AccountSignInOffer } from './account-sign-in-offer.tsx';
import { ReferenceSummary } from './reference-summary.tsx';

const SCREEN_OF: Partial<Record<ManageAction, string>> = {
  modify: '/manage-booking/modify',
  extend: '/manage-booking/extend',
  cancel: '/manage-booking/cancel',
};

/**
 * Confirm My Quote: checks the quote again, then opens the booking steps with it – the Door2Door
 * steps for a saved transfer quote.
 */
function ConfirmQuoteButton({ result }: { result: LookupResult }) {
  const openStep = useJourneyNavigate();
  const user = useSessionUser();
  const account = searchAccountOf(user);
  const confirmQuote = useConfirmQuote();
  const confirmTransfer = useConfirmTransferQuote();
  const quote = result.manage?.quote;
  const transferQuote = result.manage?.transferQuote;
  const pending = confirmQuote.isPending || confirmTransfer.isPending;
  const failed = confirmQuote.data ?? confirmTransfer.data;
  const message = failed?.ok === false ? failed.message : null;
  // An account's saved transfer quote is confirmed at its price only by the account's sign-in.
  const signInNeeded =
    confirmTransfer.data?.ok === false &&
    confirmTransfer.data.code === ('ACCOUNT_SIGN_IN_REQUIRED' satisfies ErrorCode);

  // After the account's sign-in the tab shows the account: read it then, not this render's user.
  function confirm(asUser = user) {
    if (pending) return;
    if (transferQuote)
      confirmTransfer.mutate(
        { quote: transferQuote, user: asUser, lookupEmail: result.email },
        {
          onSuccess: (outcome) => {
            if (outcome.ok) openStep('d2dBooking', outcome.state);
          },
        },
      );
    else if (quote)
      confirmQuote.mutate(
        { quote, accountName: account.accountName, lookupEmail: result.email },
        {
          onSuccess: (outcome) => {
            if (outcome.ok) openStep('booking', outcome.state);
          },
        },
      );
  }

  return (
    <>
      <PendingButton
        type="button"
        className="button button-primary"
        pending={pending}
        disabled={!quote && !transferQuote}
        onClick={() => confirm()}
      >
        {pending && <Spinner />}
        {ACTION_LABELS.confirmQuote}
      </PendingButton>
      {message && (
        <p role="alert" className="alert manage-menu-message">
          <ContactText text={message} />
        </p>
      )}
      {signInNeeded && <AccountSignInOffer onSignedIn={() => confirm(sessionUser.read())} />}
    </>
  );
}

/** A rental on the road past its drop-off says so, with what to do about it. */
function OverdueNotice({ result }: { result: LookupResult }) {
  const reservation = result.manage?.reservation;
  if (result.status !== 'OPEN' || !result.manage?.booking || !reservation) return null;
  const due = { date: reservation.duebackDate, time: reservation.duebackTime };
  if (!isOverdue(due, toLocalDateTime(new Date()))) return null;
  return (
    <p className="notice">
      This rental was due back on {formatLocalDateTime(due.date, due.time)} and is overdue. Extend
      the booking to keep the vehicle longer.
    </p>
  );
}

function StatusView({ result }: { result: LookupResult }) {
  const detailsId = useId();
  const facts = factsOf(result);
  const blocked = blockedMessage(facts);
  const actions = actionsFor(facts);
  const kind = result.status === 'QUOTE' ? 'Quote' : 'Reservation';
  const heading = `${kind} ${result.reference}`;

  return (
    <>
      <PageTitle title={heading} />
      <h1>{heading}</h1>
      {blocked && (
        <p role="alert" className="alert">
          {blocked}
        </p>
      )}
      {kind === 'Reservation' && !blocked && !facts.changeable && result.manage && (
        <p>
          <ContactText text={MANAGE_MESSAGES.transferNotChangeable(result.reference)} />
        </p>
      )}
      <OverdueNotice result={result} />
      {result.manage && (
        <section className="manage-panel" aria-labelledby={detailsId}>
          <h2 id={detailsId}>Booking details</h2>
          <ReferenceSummary result={result} />
        </section>
      )}
      <nav className="manage-menu" aria-label="Manage your booking">
        {actions.map((action) => {
          const path = SCREEN_OF[action];
          return path ? (
            <Link
              key={action}
              to={path}
              className={`button ${action === 'cancel' ? 'button-secondary' : 'button-primary'}`}
            >
              {ACTION_LABELS[action]}
            </Link>
          ) : (
            <ConfirmQuoteButton key={action} result={result} />
          );
        })}
        <UseDifferentQuoteNumber />
      </nav>
    </>
  );
}

/** The status page: what the reference is, and what may be done with it. */
export function StatusScreen() {
  return <LookedUp>{(result) => <StatusView result={result} />}</LookedUp>;
}
