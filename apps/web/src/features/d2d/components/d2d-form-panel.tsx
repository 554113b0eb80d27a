import { lazy, Suspense } from 'react';
import { Loading } from '@/components/ui/load-failure.tsx';

const D2DForm = lazy(() =>
  import('./d2d-form.tsx').then((module) => ({ default: module.D2DForm })),
);

/**
 * The Door2Door tab's form: its code (form, rules, address search) loads when the tab is first
 * opened, so the pages that offer it keep their first-page JavaScript (decision record 0029).
 */
export function D2DFormPanel() {
  return (
    <Suspense fallback={<Loading text="Loading the Door2Door form…" />}>
      <D2DForm />
    </Suspense>
  );
}
