import { SimplePage } from '../../components/ui/simple-page.tsx';

export function Component() {
  return (
    <SimplePage heading="Customer Details">
      Entering the renter's details and payment details for your booking will be available here.
    </SimplePage>
  );
}
