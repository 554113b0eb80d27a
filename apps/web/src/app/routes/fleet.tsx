import { useParams } from 'react-router';
import { SimplePage } from '@/components/ui/simple-page.tsx';
import { menuLabelOf } from '@/app/layout/site-menu.ts';

export function Component() {
  const { slug } = useParams();
  const heading = (slug && menuLabelOf(`/fleet/${slug}/`)) || 'Our Fleet';
  return (
    <SimplePage heading={heading}>
      Each vehicle group, with its make and model, seats, luggage space and features, will be listed
      here.
    </SimplePage>
  );
}
