import { SimplePage } from '@/components/ui/simple-page.tsx';

export function Component() {
  return (
    <SimplePage heading="Confirm OTP">
      Entering the one-time password sent to your phone number or e-mail address will be available
      here.
    </SimplePage>
  );
}
