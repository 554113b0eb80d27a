import { Navigate, useParams } from 'react-router';
import { SimplePage } from '../../components/ui/simple-page.tsx';
import { menuLabelOf } from '../layout/site-menu.ts';

function headingOf(path: string): string {
  const known = menuLabelOf(`/${path}`);
  if (known) return known;
  const slug = path.split('/').filter(Boolean).at(-1) ?? '';
  const words = slug.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A page of the content service, by its path. */
export function Component() {
  const path = useParams()['*'] ?? '';
  if (path.split('/').filter(Boolean).length === 0) return <Navigate to="/" replace />;
  return <SimplePage heading={headingOf(path)}>This page's content will be shown here.</SimplePage>;
}
