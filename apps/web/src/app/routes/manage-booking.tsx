import { SimplePage } from '../../components/ui/simple-page.tsx';

export function Component() {
  return (
    <SimplePage heading="Manage Booking">
      Looking up a quote or reservation by its number and your e-mail address will be available
      here.
    </SimplePage>
  );
}
