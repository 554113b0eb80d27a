import type { ErrorCode } from '@bluu/contracts/error-codes';
import { useState, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import { PageTitle } from '@/components/ui/page-title.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { serverErrorCode } from '@/lib/server-error-code.ts';
import { lookupErrorMessage, type LookupResult } from '@/features/manage-booking/api/look-up.ts';
import { useLookedUp, useResetLookup } from '@/features/manage-booking/hooks/use-looked-up.ts';
import {
  allowsScreen,
  type ManageAction,
  type StatusFacts,
} from '@/features/manage-booking/utils/manage-status.ts';
import { AccountSignInOffer } from './account-sign-in-offer.tsx';

export function factsOf(result: LookupResult): StatusFacts {
  return {
    reference: result.reference,
    status: result.status,
    expired: result.expired,
    confirmedAs:
      result.manage?.quote?.reservationNumber ??
      result.manage?.transferQuote?.reservationNumber ??
      '',
    // A reservation comes with the request to modify it by, except a Door2Door transfer.
    changeable: result.manage?.booking != null,
  };
}

/** Back to the status page of the reference (every sub-screen has one). */
export function BackButton({ onBack }: { onBack: () => void }) {
  return (
    <button type="button" className="button button-secondary" onClick={onBack}>
      Back
    </button>
  );
}

export function UseDifferentQuoteNumber() {
  const reset = useResetLookup();
  return (
    <button type="button" className="button button-secondary" onClick={reset}>
      Use Different Quote Number
    </button>
  );
}

/**
 * The screens after the look-up need a remembered reference: without one they go back to the
 * look-up; after a reload it is fetched again.
 */
export function LookedUp({ children }: { children: (result: LookupResult) => ReactNode }) {
  const { memory, query } = useLookedUp();
  if (!memory) return <Navigate to="/manage-booking/" replace />;
  if (query.data) return children(query.data);
  if (query.isError)
    return (
      <>
        <PageTitle title="Manage Booking" />
        <h1>Manage Booking</h1>
        <p role="alert" className="alert">
          {lookupErrorMessage(query.error)}
        </p>
        <div className="manage-actions">
          {serverErrorCode(query.error) === ('ACCOUNT_SIGN_IN_REQUIRED' satisfies ErrorCode) && (
            <AccountSignInOffer onSignedIn={() => void query.refetch()} />
          )}
          <UseDifferentQuoteNumber />
        </div>
      </>
    );
  return (
    <>
      <PageTitle title="Manage Booking" />
      <h1>Manage Booking</h1>
      <p role="status" className="manage-loading">
        <Spinner /> Looking up {memory.reservationNumber}…
      </p>
    </>
  );
}

interface ActionGateProps {
  action: ManageAction;
  result: LookupResult;
  children: (result: LookupResult) => ReactNode;
}

/** Decided once, when the screen opens: a change made on it (a cancellation) keeps it open. */
function ActionGate({ action, result, children }: ActionGateProps) {
  const [allowed] = useState(() => allowsScreen(factsOf(result), action));
  return allowed ? children(result) : <Navigate to="/manage-booking/status" replace />;
}

/** A sub-screen of the status page, opened only when the reference's status allows it. */
export function ActionScreen({
  action,
  children,
}: {
  action: ManageAction;
  children: (result: LookupResult) => ReactNode;
}) {
  return (
    <LookedUp>
      {(result) => (
        <ActionGate action={action} result={result}>
          {children}
        </ActionGate>
      )}
    </LookedUp>
  );
}
