import { SimplePage } from '@/components/ui/simple-page.tsx';

export function Component() {
  return (
    <SimplePage heading="Reset Password">
      Choosing a new password for your online profile will be available here.
    </SimplePage>
  );
}
