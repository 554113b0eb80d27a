import { ManageBooking } from '@/features/manage-booking/components/manage-booking.tsx';

export function Component() {
  return <ManageBooking />;
}
