import { useParams } from 'react-router';
import { BranchesPage } from '@/features/branches/components/branches-page.tsx';

/** /branches/{slug?} and /branches/*: the last path segment names a category or a branch. */
export function Component() {
  const params = useParams();
  const slug = params.slug ?? params['*']?.split('/').filter(Boolean).at(-1);
  return <BranchesPage key={slug ?? ''} slug={slug} />;
}
