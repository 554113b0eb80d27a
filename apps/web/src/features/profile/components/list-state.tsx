import type { ErrorCode } from '@bluu/contracts/error-codes';
import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { Spinner } from '@/components/ui/spinner.tsx';
import { serverErrorCode } from '@/lib/server-error-code.ts';
import { failureMessage } from '@/lib/server-message.ts';

/** True when the server no longer knows the session the page was opened with. */
export function isSignedOut(error: unknown): boolean {
  return serverErrorCode(error) === ('USER_SIGN_IN_REQUIRED' satisfies ErrorCode);
}

function SignedOut({ onSignedOut }: { onSignedOut: () => void }) {
  useEffect(onSignedOut, [onSignedOut]);
  return null;
}

interface QueryStateProps<T> {
  query: UseQueryResult<T>;
  loading: string;
  onSignedOut: () => void;
  children: (data: T) => ReactNode;
}

/** A fetched part of the profile: a spinner while it loads, the server's refusal, or the data. */
export function QueryState<T>({ query, loading, onSignedOut, children }: QueryStateProps<T>) {
  if (query.data !== undefined) return children(query.data);
  if (query.isError) {
    if (isSignedOut(query.error)) return <SignedOut onSignedOut={onSignedOut} />;
    return (
      <div className="profile-failure">
        <p role="alert" className="alert">
          {failureMessage(query.error)}
        </p>
        <button
          type="button"
          className="button button-secondary"
          onClick={() => void query.refetch()}
        >
          Try again
        </button>
      </div>
    );
  }
  return (
    <p role="status" className="profile-loading">
      <Spinner /> {loading}
    </p>
  );
}
