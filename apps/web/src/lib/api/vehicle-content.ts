import type { WpFleetItem } from '@bluu/contracts/content';
import { queryOptions } from '@tanstack/react-query';
import { contentKeys, getContentList } from '@/lib/api/content.ts';
import { renderedText } from '@/lib/rendered-text.ts';

/**
 * The content service's entry for a vehicle group as rented at a branch (spec 000 §7): the fleet
 * list, 100 per page, narrowed to the slugs containing 'namibia' for a Namibian branch and to the
 * others otherwise; the group's entry is the one titled 'Group {code}'. Null when there is none.
 */
export async function getVehicleContent(
  vehicleGroup: string,
  namibian: boolean,
  signal?: AbortSignal,
): Promise<WpFleetItem | null> {
  const { items } = await getContentList(
    'fleet',
    { per_page: 100 },
    () => import('@bluu/contracts/content').then((m) => m.wpFleetItemSchema),
    { signal },
  );
  const title = `Group ${vehicleGroup}`;
  return (
    items
      .filter((item) => item.status === 'publish')
      .filter((item) => item.slug.includes('namibia') === namibian)
      .sort((a, b) => a.menu_order - b.menu_order)
      .find((item) => renderedText(item.title.rendered).trim() === title) ?? null
  );
}

export const vehicleContentQuery = (vehicleGroup: string, namibian: boolean) =>
  queryOptions({
    queryKey: [...contentKeys.all, 'vehicle', vehicleGroup, namibian] as const,
    queryFn: ({ signal }) => getVehicleContent(vehicleGroup, namibian, signal),
    staleTime: 5 * 60 * 1000,
  });
