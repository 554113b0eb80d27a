import { useNavigate } from 'react-router';
import { D2DFormPanel } from '@/features/d2d/components/d2d-form-panel.tsx';
import type { UserQuote } from '@/features/profile/api/get-user-quotes.ts';
import { ProfilePage } from '@/features/profile/components/profile-page.tsx';
import { SearchForm } from '@/features/search/components/search-form.tsx';
import { useJourneyNavigate } from '@/lib/journey/journey.ts';
import { searchAccountOf, useSessionUser } from '@/lib/session-user.ts';

/**
 * Confirm Quote's code, with Manage Booking's rules and their schemas, loads when it is used,
 * keeping zod off the profile's first page (decision record 0018).
 */
function loadConfirmation() {
  return Promise.all([
    import('@bluu/contracts/manage'),
    import('@/features/manage-booking/api/get-manage-booking.ts'),
    import('@/features/manage-booking/api/look-up.ts'),
    import('@/features/manage-booking/api/confirm-quote.ts'),
    import('@/features/manage-booking/api/confirm-transfer-quote.ts'),
  ]);
}

/**
 * The profile page with what it offers from other features: the booking search (Make
 * Reservation), Manage Booking for a listed reference, and Confirm Quote, which checks the quote
 * again as Manage Booking's Confirm My Quote does and opens the booking steps with it (the
 * Door2Door steps for a transfer quote).
 */
export function Component() {
  const navigate = useNavigate();
  const openStep = useJourneyNavigate();
  const sessionUser = useSessionUser();
  const account = searchAccountOf(sessionUser);

  async function openInManageBooking(reference: string, email: string) {
    const { reservationMemory } = await import('@/lib/journey/reservation-memory.ts');
    reservationMemory.write({ reservationNumber: reference, reservationEmail: email });
    await navigate('/manage-booking/status');
  }

  async function confirmQuote(quote: UserQuote): Promise<string | null> {
    const [
      { MANAGE_MESSAGES },
      { getManageBooking },
      { lookupErrorMessage },
      confirmation,
      transferConfirmation,
    ] = await loadConfirmation();
    let answer;
    try {
      answer = await getManageBooking(quote.quoteNumber, quote.emailAddress);
    } catch (error) {
      return lookupErrorMessage(error);
    }
    if (answer.transferQuote) {
      const transfer = await transferConfirmation.prepareTransferQuoteConfirmation(
        answer.transferQuote,
        sessionUser,
        quote.emailAddress,
      );
      if (!transfer.ok) return transfer.message;
      openStep('d2dBooking', transfer.state);
      return null;
    }
    const saved = answer.quote;
    if (!saved) return MANAGE_MESSAGES.notFound;
    const outcome = await confirmation.prepareQuoteConfirmation(
      saved,
      account.accountName,
      quote.emailAddress,
    );
    if (!outcome.ok) return outcome.message;
    openStep('booking', outcome.state);
    return null;
  }

  return (
    <ProfilePage
      makeReservation={<SearchForm />}
      d2dReservation={<D2DFormPanel />}
      onConfirmQuote={confirmQuote}
      onOpenInManageBooking={(reference, email) => void openInManageBooking(reference, email)}
    />
  );
}
