import { useParams } from 'react-router';
import { SimplePage } from '@/components/ui/simple-page.tsx';
import { menuLabelOf } from '@/app/layout/site-menu.ts';

export function Component() {
  const { slug } = useParams();
  const heading = menuLabelOf(slug ? `/branches/${slug}/` : '/branches/') ?? 'Branches';
  return (
    <SimplePage heading={heading}>
      Our branches by province, with addresses, opening hours, contact numbers and maps, will be
      listed here.
    </SimplePage>
  );
}
