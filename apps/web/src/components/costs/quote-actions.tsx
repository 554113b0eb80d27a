import type { RefObject } from 'react';
import { Spinner } from '@/components/ui/spinner.tsx';

interface QuoteActionsProps {
  /** Update Costs: enabled while there is a quote to fetch again and none is being fetched. */
  canUpdate: boolean;
  updating: boolean;
  onUpdate: () => void;
  /** 'Email Quote', or 'Send your quotation' for Door2Door (spec 000 §2). */
  sendLabel: string;
  canSend: boolean;
  onSend: () => void;
  onTerms: () => void;
  sendRef: RefObject<HTMLButtonElement | null>;
  termsRef: RefObject<HTMLButtonElement | null>;
}

/** The cost panel's actions besides Book: Update Costs, sending the quote, and the terms. */
export function QuoteActions({
  canUpdate,
  updating,
  onUpdate,
  sendLabel,
  canSend,
  onSend,
  onTerms,
  sendRef,
  termsRef,
}: QuoteActionsProps) {
  return (
    <>
      <button
        type="button"
        className="button button-secondary"
        disabled={!canUpdate || updating}
        onClick={onUpdate}
      >
        {updating && <Spinner />}
        Update Costs
      </button>
      <button
        ref={sendRef}
        type="button"
        className="link-button"
        disabled={!canSend}
        onClick={onSend}
      >
        {sendLabel}
      </button>
      <button ref={termsRef} type="button" className="link-button" onClick={onTerms}>
        Read Terms &amp; Conditions
      </button>
    </>
  );
}
