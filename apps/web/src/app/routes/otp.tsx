import { OtpPage } from '@/features/registration/components/otp-page.tsx';

export function Component() {
  return <OtpPage />;
}
