import type {
  FleetAcf,
  WpBranch,
  WpFleetItem,
  WpPage,
  WpSpecial,
  WpTerm,
} from '@bluu/contracts/content';
import { ok, type FakeAnswer } from './fake-api.ts';

const DATE = '2026-01-15T09:00:00';

/** A published page of the content service, as `GET /wp-json/wp/v2/pages?slug=` answers it. */
export function wpPage(
  slug: string,
  title: string,
  html: string,
  description = `${title} at Bluu Car Rental.`,
): WpPage {
  return {
    id: slug.length,
    date: DATE,
    date_gmt: DATE,
    modified: DATE,
    modified_gmt: DATE,
    slug,
    status: 'publish',
    type: 'page',
    link: `http://localhost/${slug}/`,
    title: { rendered: title },
    content: { rendered: html, protected: false },
    excerpt: { rendered: '', protected: false },
    menu_order: 0,
    featured_media: 0,
    parent: 0,
    yoast_head_json: { title: `${title} | Bluu Car Rental`, description },
  };
}

export function wpSpecial(
  id: number,
  title: string,
  options: { status?: string; menuOrder: number; link: string; linkText: string },
): WpSpecial {
  return {
    id,
    date: DATE,
    date_gmt: DATE,
    modified: DATE,
    modified_gmt: DATE,
    slug: title.toLowerCase().replace(/\W+/g, '-'),
    status: options.status ?? 'publish',
    type: 'specials',
    link: `http://localhost/specials/${id}/`,
    title: { rendered: title },
    content: { rendered: `<p>${title}: the offer.</p>`, protected: false },
    excerpt: { rendered: '', protected: false },
    menu_order: options.menuOrder,
    featured_media: 0,
    fimg_url: `/vehicles/A${id}.svg`,
    acf: { promo_link: options.link, promo_link_text: options.linkText },
  };
}

/** The fake-api key of a page by slug and its answer (a list, as WordPress gives it). */
export function pageRoute(page: WpPage | null, slug = page?.slug ?? '') {
  return {
    [`GET /wp-json/wp/v2/pages?slug=${slug}`]: (): FakeAnswer => ok(page ? [page] : []),
  };
}

export const SITEMAP_PAGE = wpPage(
  'sitemap',
  'Sitemap',
  '<h2>Rentals</h2><ul><li><a href="/rentals/corporate-customers/">Corporate Customers</a></li></ul>',
);
export const TERMS_PAGE = wpPage(
  'terms-and-conditions',
  'Terms and Conditions',
  '<p>These website terms apply to every visitor of bluu.co.za.</p>',
);
export const RENTAL_TERMS_PAGE = wpPage(
  'rental-terms',
  'Rental Terms and Conditions',
  '<ul><li>The renter must be at least 21 years old.</li><li>The renter needs a valid driving licence and a major credit card. Debit cards are not accepted.</li></ul>',
);

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
