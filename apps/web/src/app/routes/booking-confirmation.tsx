import { Navigate } from 'react-router';
import { BookingConfirmationView } from '@/features/booking/components/booking-confirmation-view.tsx';
import { useJourneyState } from '@/lib/journey/use-journey-state.ts';

export function Component() {
  const state = useJourneyState('confirmation');
  if (!state) return <Navigate to="/get-quote" replace />;
  return <BookingConfirmationView {...state} />;
}
