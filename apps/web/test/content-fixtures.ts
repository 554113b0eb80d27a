import type { FleetAcf, WpBranch, WpFleetItem, WpTerm } from '@bluu/contracts/content';

/** Items of the content service as WordPress shapes them, for tests of the pages that read them. */
const post = (id: number, slug: string, title: string) => ({
  id,
  date: '2026-01-01T00:00:00',
  date_gmt: '2026-01-01T00:00:00',
  modified: '2026-01-01T00:00:00',
  modified_gmt: '2026-01-01T00:00:00',
  slug,
  status: 'publish',
  link: `http://localhost/${slug}/`,
  title: { rendered: title },
  content: { rendered: '', protected: false },
  excerpt: { rendered: '', protected: false },
  menu_order: 0,
  featured_media: 0,
});

export function term(id: number, name: string, slug: string, taxonomy: string): WpTerm {
  return {
    id,
    count: 1,
    description: `About ${name}.`,
    link: `http://localhost/${slug}/`,
    name,
    slug,
    taxonomy,
    parent: 0,
  };
}

export const FLEET_ACF: FleetAcf = {
  vehicle_make_model: 'Suzuki Swift 1.2 GL',
  luggage_capacity: '2',
  pax_seating: '5',
  safety_belts: '5',
  vehicle_features: ['Air conditioning', 'ABS'],
  licence_code: 'B',
  load_box: '',
  tank_capacity: '37 litres',
  transmission: 'Manual',
};

export function fleetItem(
  group: string,
  menuOrder: number,
  acf: Partial<FleetAcf> = {},
  slug = `group-${group.toLowerCase()}`,
): WpFleetItem {
  return {
    ...post(5_000_000 + menuOrder, slug, `Group ${group}`),
    type: 'fleet',
    menu_order: menuOrder,
    fleet_categories: [11],
    fimg_url: `/images/vehicles/${group.toLowerCase()}.webp`,
    acf: { ...FLEET_ACF, ...acf },
  };
}

const WEEK = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

export function branch(
  code: string,
  name: string,
  province: string,
  slug: string,
  hours: (day: string) => string = () => '08:00 – 17:00',
): WpBranch {
  return {
    ...post(1_000_000 + code.charCodeAt(0), slug, name),
    type: 'branches',
    branches_categories: [21],
    acf: {
      branch_code: code,
      province,
      address: `1 Main Road, ${name}`,
      email: `${code.toLowerCase()}@bluu.co.za`,
      branch_hours: WEEK.map((day) => ({ day, hours: hours(day) })),
      after_hours_contact_person: 'Bluu reservations and roadside desk',
      after_hours_contact_number: '086 101 7722',
      telephone: '+27 11 390 1234',
      fax: '+27 11 390 1235',
      longitude: '28.242',
      latitude: '-26.1337',
      gds: `${code}T01`,
    },
  };
}
