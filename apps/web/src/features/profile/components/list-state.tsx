import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { Spinner } from '@/components/ui/spinner.tsx';
import { failureMessage } from '@/lib/server-message.ts';
import { isSignedOut } from '@/features/profile/api/refusal-code.ts';

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
  return <Loading text={loading} />;
}

export function Loading({ text }: { text: string }) {
  return (
    <p role="status" className="profile-loading">
      <Spinner /> {text}
    </p>
  );
}
