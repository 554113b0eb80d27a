import { useSearchParams } from 'react-router';
import { PageTitle } from '@/components/ui/page-title.tsx';
import { reservationMemory } from '@/lib/journey/reservation-memory.ts';
import { LookupForm } from './lookup-form.tsx';

/** The look-up, prefilled from `?reference=` (e-mails link here) or the remembered reference. */
export function LookupScreen() {
  const [params] = useSearchParams();
  const memory = reservationMemory.read();
  const linked = params.get('reference')?.trim() ?? '';
  const reference = linked || memory?.reservationNumber || '';
  const email =
    memory && (!linked || linked.toUpperCase() === memory.reservationNumber)
      ? memory.reservationEmail
      : '';
  return (
    <>
      <PageTitle title="Manage Booking" />
      <h1>Manage Booking</h1>
      <p>
        Enter your quote or reservation number and the e-mail address you used, to confirm a quote
        or to modify, extend or cancel a reservation.
      </p>
      <div className="manage-panel">
        <LookupForm
          key={`${reference} ${email}`}
          initialReference={reference}
          initialEmail={email}
        />
      </div>
    </>
  );
}
