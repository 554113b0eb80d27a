import { SimplePage } from '@/components/ui/simple-page.tsx';

export function Component() {
  return (
    <SimplePage heading="Create an online profile">
      Registering an online profile to manage your quotes and reservations will be available here.
    </SimplePage>
  );
}
