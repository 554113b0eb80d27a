import { useParams } from 'react-router';
import { FleetPage } from '@/features/fleet/components/fleet-page.tsx';

/** /fleet/{slug?} and /fleet/*: the last path segment selects a category. */
export function Component() {
  const params = useParams();
  const slug = params.slug ?? params['*']?.split('/').filter(Boolean).at(-1);
  return <FleetPage key={slug ?? ''} slug={slug} />;
}
