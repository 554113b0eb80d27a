import { SimplePage } from '../../components/ui/simple-page.tsx';

export function Component() {
  return (
    <SimplePage heading="Booking Confirmation">
      Your reservation number and booking summary will be shown here.
    </SimplePage>
  );
}
