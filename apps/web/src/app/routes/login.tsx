import { SimplePage } from '@/components/ui/simple-page.tsx';

export function Component() {
  return (
    <SimplePage heading="Sign In">
      Signing in with your e-mail address and password will be available here.
    </SimplePage>
  );
}
