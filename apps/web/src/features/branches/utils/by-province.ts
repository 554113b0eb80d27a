import type { WpBranch } from '@bluu/contracts/content';
import { renderedText } from '@/lib/rendered-text.ts';

export interface ProvinceBranches {
  province: string;
  branches: Array<{ slug: string; name: string }>;
}

/**
 * Branches grouped by province, provinces and branches in alphabetical order:
 * `byProvince([jsBranch, ctBranch])` → `[{ province: 'Gauteng', … }, { province: 'Western Cape', … }]`.
 */
export function byProvince(branches: WpBranch[]): ProvinceBranches[] {
  const groups = new Map<string, ProvinceBranches['branches']>();
  for (const branch of branches) {
    const province = branch.acf.province.trim() || 'Other';
    const list = groups.get(province) ?? [];
    list.push({ slug: branch.slug, name: renderedText(branch.title.rendered) });
    groups.set(province, list);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => a.localeCompare(b, 'en'))
    .map(([province, list]) => ({
      province,
      branches: list.sort((a, b) => a.name.localeCompare(b.name, 'en')),
    }));
}

/** A link that shows the coordinates on a map in a new tab (the address's map link). */
export function mapLinkOf(latitude: string, longitude: string): string | null {
  const lat = Number(latitude);
  const lng = Number(longitude);
  if (latitude === '' || longitude === '' || !Number.isFinite(lat) || !Number.isFinite(lng))
    return null;
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=16/${lat}/${lng}`;
}
