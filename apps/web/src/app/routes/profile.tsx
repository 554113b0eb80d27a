import { MANAGE_MESSAGES } from '@bluu/contracts/manage';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { prepareQuoteConfirmation } from '@/features/manage-booking/api/confirm-quote.ts';
import { getManageBooking } from '@/features/manage-booking/api/get-manage-booking.ts';
import { lookupErrorMessage, lookupKeys } from '@/features/manage-booking/api/look-up.ts';
import type { UserQuote } from '@/features/profile/api/get-user-quotes.ts';
import { ProfilePage } from '@/features/profile/components/profile-page.tsx';
import { SearchForm } from '@/features/search/components/search-form.tsx';
import { useJourneyNavigate } from '@/lib/journey/journey.ts';
import { reservationMemory } from '@/lib/journey/reservation-memory.ts';
import { searchAccountOf, useSessionUser } from '@/lib/session-user.ts';

/**
 * The profile page with what it offers from other features: the booking search (Make
 * Reservation), Manage Booking for a listed reference, and Confirm Quote, which checks the quote
 * again as Manage Booking's Confirm My Quote does and opens the booking steps with it.
 */
export function Component() {
  const client = useQueryClient();
  const openStep = useJourneyNavigate();
  const account = searchAccountOf(useSessionUser());

  function openInManageBooking(reference: string, email: string) {
    client.removeQueries({ queryKey: lookupKeys.reference(reference, email) });
    reservationMemory.write({ reservationNumber: reference, reservationEmail: email });
  }

  async function confirmQuote(quote: UserQuote): Promise<string | null> {
    let saved;
    try {
      saved = (await getManageBooking(quote.quoteNumber, quote.emailAddress)).quote;
    } catch (error) {
      return lookupErrorMessage(error);
    }
    if (!saved) return MANAGE_MESSAGES.notFound;
    const outcome = await prepareQuoteConfirmation(saved, account.accountName, quote.emailAddress);
    if (!outcome.ok) return outcome.message;
    openStep('booking', outcome.state);
    return null;
  }

  return (
    <ProfilePage
      makeReservation={<SearchForm />}
      d2dReservation={
        <div className="profile-intro">
          <p>Chauffeured door-to-door transfers between airports and addresses, priced per trip.</p>
          <Link to="/transfer-services/door2door-transfers/" className="button button-secondary">
            Door2Door Transfers
          </Link>
        </div>
      }
      onConfirmQuote={confirmQuote}
      onOpenInManageBooking={openInManageBooking}
    />
  );
}
