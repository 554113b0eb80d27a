import { RegistrationPage } from '@/features/registration/components/registration-page.tsx';

export function Component() {
  return <RegistrationPage />;
}
