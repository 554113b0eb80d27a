import { SimplePage } from '@/components/ui/simple-page.tsx';

export function Component() {
  return (
    <SimplePage heading="My Profile">
      Your personal details, latest reservations and quote requests will be shown here.
    </SimplePage>
  );
}
