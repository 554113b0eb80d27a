import { useMutation, useQuery } from '@tanstack/react-query';
import { ContactText } from '@/components/ui/contact-text.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { failureMessage } from '@/lib/server-message.ts';
import { tripEnd, TripFacts } from '@/components/trip/trip-facts.tsx';
import { TransferFactList } from '@/components/trip/transfer-facts.tsx';
import { formatLocalDateTimeText } from '@/lib/format.ts';
import { userQuotesQuery, type UserQuote } from '@/features/profile/api/get-user-quotes.ts';
import { PendingButton } from '@/components/ui/pending-button.tsx';
import { QueryState } from './list-state.tsx';
import { ManageBookingLink } from './manage-booking-link.tsx';

/** Starts the booking of a quote; answers why it cannot be booked, or null once it is on its way. */
export type ConfirmQuote = (quote: UserQuote) => Promise<string | null>;

interface QuoteRequestsProps {
  email: string;
  onConfirm: ConfirmQuote;
  onOpen: (reference: string, email: string) => void;
  onSignedOut: () => void;
}

function ConfirmQuoteButton({ quote, onConfirm }: { quote: UserQuote; onConfirm: ConfirmQuote }) {
  const confirm = useMutation({ mutationFn: () => onConfirm(quote) });
  const message = confirm.data ?? (confirm.isError ? failureMessage(confirm.error) : null);
  return (
    <div className="profile-item-action">
      <PendingButton
        type="button"
        className="button button-primary"
        pending={confirm.isPending}
        onClick={() => {
          if (!confirm.isPending) confirm.mutate();
        }}
      >
        {confirm.isPending && <Spinner />}
        Confirm Quote<span className="visually-hidden"> {quote.quoteNumber}</span>
      </PendingButton>
      {message && (
        <p role="alert" className="alert">
          <ContactText text={message} />
        </p>
      )}
    </div>
  );
}

/** A quote's facts: a transfer quote's route and pick-up, a car quote's branches and times. */
function QuoteFacts({ quote }: { quote: UserQuote }) {
  const before: Array<[label: string, value: string]> = [
    ['Quote number', quote.quoteNumber],
    ['Date created', formatLocalDateTimeText(quote.dateCreated)],
    quote.status === 'CONFIRMED'
      ? ['Reservation number', quote.reservationNumber]
      : ['Valid until', formatLocalDateTimeText(quote.expiresAt.slice(0, 16))],
  ];
  const vehicle = `Group ${quote.vehicleGroup}`;
  if (quote.transfer)
    return <TransferFactList vehicle={vehicle} transfer={quote.transfer} before={before} />;
  return (
    <TripFacts
      before={before.map(([label, value]) => ({ label, value }))}
      vehicle={{ name: vehicle }}
      pickUp={tripEnd(quote.requestedPickUpBranch, quote.pickUpDateTime)}
      dropOff={tripEnd(quote.dropOffBranch, quote.dropOffDateTime)}
    />
  );
}

function QuoteAction({
  quote,
  onConfirm,
  onOpen,
}: { quote: UserQuote } & Pick<QuoteRequestsProps, 'onConfirm' | 'onOpen'>) {
  if (quote.status === 'QUOTE') return <ConfirmQuoteButton quote={quote} onConfirm={onConfirm} />;
  if (quote.status === 'EXPIRED') return <p className="profile-expired">EXPIRED</p>;
  return (
    <ManageBookingLink
      reference={quote.reservationNumber}
      email={quote.emailAddress}
      onOpen={onOpen}
    />
  );
}

/** Quote Requests (spec 001 §2): the latest 10, each with Confirm Quote or EXPIRED. */
export function QuoteRequests({ email, onConfirm, onOpen, onSignedOut }: QuoteRequestsProps) {
  const query = useQuery(userQuotesQuery(email));
  return (
    <section className="profile-section" aria-labelledby="profile-quotes-heading">
      <h2 id="profile-quotes-heading">Quote Requests</h2>
      <QueryState query={query} loading="Loading your quote requests…" onSignedOut={onSignedOut}>
        {(quotes) =>
          quotes.length === 0 ? (
            <p>You have no quote requests yet. Quotes you save while signed in appear here.</p>
          ) : (
            <>
              <p>
                A quote can be confirmed until the end of the second day after it was made; then it
                expires.
              </p>
              <ul className="profile-list">
                {quotes.map((quote) => (
                  <li key={quote.quoteNumber} className="profile-item">
                    <h3>Quote {quote.quoteNumber}</h3>
                    <QuoteFacts quote={quote} />
                    <QuoteAction quote={quote} onConfirm={onConfirm} onOpen={onOpen} />
                  </li>
                ))}
              </ul>
            </>
          )
        }
      </QueryState>
    </section>
  );
}
