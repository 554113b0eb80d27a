import { Navigate, useLocation } from 'react-router';
import { BookingConfirmationView } from '@/features/booking/components/booking-confirmation-view.tsx';
import { readConfirmationState } from '@/features/booking/utils/confirmation-state.ts';

export function Component() {
  const location = useLocation();
  const state = readConfirmationState(location.state);
  if (!state) return <Navigate to="/get-quote" replace />;
  return <BookingConfirmationView {...state} />;
}
