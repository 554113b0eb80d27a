import type { WpPage, WpSpecial } from '@bluu/contracts/content';
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
