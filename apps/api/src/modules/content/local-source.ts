import type { Branch } from '@bluu/contracts/branch';
import { dayHoursText } from '@bluu/contracts/branch-rules';
import {
  contentSlug,
  PUBLISHED,
  type BranchHoursRow,
  type ContentCollection,
  type WpBranch,
  type WpFleetItem,
  type WpPage,
  type WpSpecial,
  type WpTerm,
} from '@bluu/contracts/content';
import escapeHtml from 'escape-html';
import type { Catalogue, CatalogueSource, VehicleGroupRow } from '../catalogue/catalogue.ts';
import type { ContentFiles, PageSeed, SpecialSeed } from './content-files.ts';
import { invalidPageNumber, isTermCollection, type ContentQuery } from './content-query.ts';
import { imageUrl, plainText, safeUrl, sanitiseHtml, sanitiseInline } from './sanitise.ts';
import type { ContentAnswer, ContentSource } from './content-source.ts';

/** When generated items (fleet, branches) say they were written. */
const GENERATED_DATE = '2026-01-01T00:00:00';
const WEEKDAY_NAMES = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
];
/** Monday first, as a branch page lists its hours. */
const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0];

type Post = WpPage | WpFleetItem | WpBranch | WpSpecial;

const renderedContent = (html: string) => ({ rendered: html, protected: false });

function dates(date: string) {
  return { date, date_gmt: date, modified: date, modified_gmt: date };
}

/** A number that stays the same for a code as long as the code does: idOfCode(1_000_000, 'JS') === 1_000_712. */
function idOfCode(base: number, code: string): number {
  return base + parseInt(code, 36);
}

export function branchHours(branch: Branch): BranchHoursRow[] {
  return WEEK_ORDER.map((weekday) => ({
    day: WEEKDAY_NAMES[weekday]!,
    hours: dayHoursText(branch.openingHours, weekday),
  }));
}

function pageOf(seed: PageSeed, publicUrl: string): WpPage {
  return {
    id: seed.id,
    ...dates(seed.date),
    slug: seed.slug,
    status: seed.status,
    type: 'page',
    link: `${publicUrl}${seed.path}`,
    title: { rendered: sanitiseInline(escapeHtml(seed.title)) },
    content: renderedContent(sanitiseHtml(seed.html)),
    excerpt: renderedContent(`<p>${escapeHtml(seed.description)}</p>`),
    menu_order: seed.menu_order,
    featured_media: 0,
    parent: seed.parent,
    yoast_head_json: {
      title: `${seed.title} | Bluu Car Rental`,
      description: plainText(escapeHtml(seed.description)),
    },
  };
}

function specialOf(seed: SpecialSeed, publicUrl: string): WpSpecial {
  return {
    id: seed.id,
    ...dates(seed.date),
    slug: seed.slug,
    status: seed.status,
    type: 'specials',
    link: `${publicUrl}/specials/${seed.slug}/`,
    title: { rendered: sanitiseInline(escapeHtml(seed.title)) },
    content: renderedContent(sanitiseHtml(seed.html)),
    excerpt: renderedContent(''),
    menu_order: seed.menu_order,
    featured_media: 0,
    fimg_url: imageUrl(seed.image),
    acf: {
      promo_link: safeUrl(seed.promo_link),
      promo_link_text: plainText(escapeHtml(seed.promo_link_text)),
    },
  };
}

function fleetItemOf(
  group: VehicleGroupRow,
  category: ContentFiles['fleetCategories'][number],
  publicUrl: string,
): WpFleetItem {
  const slug = `group-${group.code.toLowerCase()}${category.slug_suffix}`;
  const about = [
    `${group.makeModel} or similar: ${group.seats} seats, ${group.doors} doors, ${group.transmission.toLowerCase()} transmission`,
    `room for ${group.luggage} ${group.luggage === 1 ? 'bag' : 'bags'}`,
    `a ${group.tankLitres} litre tank`,
  ].join(', ');
  return {
    id: idOfCode(5_000_000 + category.id * 10_000, group.code),
    ...dates(GENERATED_DATE),
    slug,
    status: PUBLISHED,
    type: 'fleet',
    link: `${publicUrl}/fleet/${slug}/`,
    title: { rendered: `Group ${escapeHtml(group.code)}` },
    content: renderedContent(sanitiseHtml(`<p>${escapeHtml(about)}.</p>`)),
    excerpt: renderedContent(''),
    menu_order: group.sortOrder,
    featured_media: 0,
    fleet_categories: [category.id],
    fimg_url: imageUrl(group.imageUrl),
    acf: {
      vehicle_make_model: group.makeModel,
      luggage_capacity: String(group.luggage),
      pax_seating: String(group.seats),
      // One belt per seat: every seat of the fleet has a three-point belt.
      safety_belts: String(group.seats),
      vehicle_features: [...group.features],
      licence_code: group.licenceCode,
      load_box: group.loadBox ?? '',
      tank_capacity: `${group.tankLitres} litres`,
      transmission: group.transmission,
    },
  };
}

/** The vehicle groups a fleet category shows, in fleet order. */
function groupsOf(
  category: ContentFiles['fleetCategories'][number],
  catalogue: Catalogue,
): VehicleGroupRow[] {
  const all = [...catalogue.groups.values()].sort((a, b) => a.sortOrder - b.sortOrder);
  if (category.groups) return all.filter((group) => category.groups!.includes(group.code));
  const stocked = new Set(
    catalogue.branches
      .filter((branch) => branch.country === category.country)
      .flatMap((branch) =>
        (catalogue.capacityByBranch.get(branch.branchCode) ?? []).map(
          (entry) => entry.vehicleGroup,
        ),
      ),
  );
  return all.filter((group) => stocked.has(group.code));
}

function branchItemOf(
  branch: Branch,
  hub: boolean,
  categories: number[],
  extras: ContentFiles['branchExtras'],
  publicUrl: string,
): WpBranch {
  const own = extras.branches[branch.branchCode];
  const slug = contentSlug(branch.branchName);
  const what = hub
    ? 'Door2Door transfers, with a chauffeur, start here'
    : branch.isAirport
      ? 'collect your car at the airport'
      : branch.isVanRental
        ? 'vans, panel vans and trucks for moves and business'
        : 'collect your car in town';
  const intro = `${branch.branchName}: ${what}. Phone ${branch.telephone} or e-mail ${branch.email}.`;
  return {
    id: idOfCode(1_000_000, branch.branchCode),
    ...dates(GENERATED_DATE),
    slug,
    status: PUBLISHED,
    type: 'branches',
    link: `${publicUrl}/branches/${slug}/`,
    title: { rendered: sanitiseInline(escapeHtml(branch.branchName)) },
    content: renderedContent(sanitiseHtml(`<p>${escapeHtml(intro)}</p>`)),
    excerpt: renderedContent(''),
    menu_order: 0,
    featured_media: 0,
    branches_categories: categories,
    acf: {
      branch_code: branch.branchCode,
      province: branch.province,
      address: branch.address,
      email: branch.email,
      branch_hours: branchHours(branch),
      after_hours_contact_person:
        own?.after_hours_contact_person ?? extras.after_hours_contact_person,
      after_hours_contact_number:
        own?.after_hours_contact_number ?? extras.after_hours_contact_number,
      telephone: branch.telephone,
      fax: own?.fax ?? extras.fax,
      longitude: String(branch.longitude),
      latitude: String(branch.latitude),
      gds: own?.gds ?? '',
    },
  };
}

/** A hub joins only a category that lists it: a country's category lists its rental branches. */
function inBranchCategory(
  branch: Branch,
  hub: boolean,
  category: ContentFiles['branchCategories'][number],
): boolean {
  if (category.branches) return category.branches.includes(branch.branchCode);
  return !hub && branch.country === category.country;
}

function compare(a: string | number, b: string | number): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b), 'en');
}

function sortKey(item: Post | WpTerm, orderby: string): string | number {
  if ('taxonomy' in item) {
    if (orderby === 'id') return item.id;
    if (orderby === 'count') return item.count;
    return orderby === 'slug' ? item.slug : item.name;
  }
  switch (orderby) {
    case 'id':
      return item.id;
    case 'title':
      return plainText(item.title.rendered);
    case 'slug':
      return item.slug;
    case 'menu_order':
      return item.menu_order;
    case 'modified':
      return item.modified;
    default:
      return item.date;
  }
}

/** Filters, orders and cuts one page, with WordPress's totals and its error for a page too far. */
export function paginate<T extends Post | WpTerm>(
  items: T[],
  query: ContentQuery,
  terms: boolean,
): ContentAnswer {
  const direction = query.order === 'asc' ? 1 : -1;
  const sorted = [...items].sort(
    (a, b) =>
      direction * compare(sortKey(a, query.orderby), sortKey(b, query.orderby)) || a.id - b.id,
  );
  const total = sorted.length;
  const totalPages = Math.ceil(total / query.perPage);
  if (!terms && total > 0 && query.page > totalPages) return { error: invalidPageNumber() };
  const start = (query.page - 1) * query.perPage;
  return { items: sorted.slice(start, start + query.perPage), total, totalPages };
}

/**
 * The content service from the repository's files and the booking API's own reference data:
 * branches and fleet items are generated from the same catalogue that availability reads, so the
 * branch pages and the booking screens never disagree. Only published items are ever listed.
 */
export function createLocalContentSource(options: {
  files: ContentFiles;
  catalogue: CatalogueSource;
  publicUrl: string;
}): ContentSource {
  const { files, catalogue, publicUrl } = options;
  // Files do not change while the server runs: render and sanitise them once.
  const pages = files.pages.map((seed) => pageOf(seed, publicUrl));
  const specials = files.specials.map((seed) => specialOf(seed, publicUrl));

  /**
   * Items generated from the catalogue, made once per loaded catalogue (until it reloads): a page
   * request asks whether its fleet or branch slug exists (plugins/static-site.ts), so the look-up
   * must not sanitise every branch again each time.
   */
  function perCatalogue<T>(make: (current: Catalogue) => T): () => Promise<T> {
    const made = new WeakMap<Catalogue, T>();
    return async () => {
      const current = await catalogue.get();
      let items = made.get(current);
      if (items === undefined) made.set(current, (items = make(current)));
      return items;
    };
  }

  const fleet = perCatalogue((current): WpFleetItem[] =>
    files.fleetCategories.flatMap((category) =>
      groupsOf(category, current).map((group) => fleetItemOf(group, category, publicUrl)),
    ),
  );

  const branches = perCatalogue((current): WpBranch[] => {
    const all = [
      ...current.branches.map((branch) => ({ branch, hub: false })),
      ...current.d2dHubs.map((branch) => ({ branch, hub: true })),
    ];
    return all
      .map(({ branch, hub }) => {
        const categories = files.branchCategories
          .filter((category) => inBranchCategory(branch, hub, category))
          .map((category) => category.id);
        return branchItemOf(branch, hub, categories, files.branchExtras, publicUrl);
      })
      .filter((item) => item.branches_categories.length > 0);
  });

  function term(
    category: { id: number; name: string; slug: string; description: string },
    taxonomy: string,
    count: number,
  ): WpTerm {
    const base = taxonomy === 'fleet_categories' ? 'fleet' : 'branches';
    return {
      id: category.id,
      count,
      description: plainText(escapeHtml(category.description)),
      link: `${publicUrl}/${base}/${category.slug}/`,
      name: plainText(escapeHtml(category.name)),
      slug: category.slug,
      taxonomy,
      parent: 0,
    };
  }

  async function all(collection: ContentCollection): Promise<Array<Post | WpTerm>> {
    switch (collection) {
      case 'pages':
        return pages;
      case 'specials':
        return specials;
      case 'fleet':
        return fleet();
      case 'branches':
        return branches();
      case 'fleet_categories': {
        const items = await fleet();
        return files.fleetCategories.map((category) =>
          term(
            category,
            collection,
            items.filter((item) => item.fleet_categories.includes(category.id)).length,
          ),
        );
      }
      case 'branches_categories': {
        const items = await branches();
        return files.branchCategories.map((category) =>
          term(
            category,
            collection,
            items.filter((item) => item.branches_categories.includes(category.id)).length,
          ),
        );
      }
    }
  }

  return {
    kind: 'files',
    async list(collection, query) {
      const terms = isTermCollection(collection);
      const items = (await all(collection)).filter((item) => {
        if (!terms && (item as Post).status !== PUBLISHED) return false;
        if (query.slugs.length > 0 && !query.slugs.includes(item.slug)) return false;
        if (query.categories.length > 0) {
          const own =
            'fleet_categories' in item
              ? item.fleet_categories
              : 'branches_categories' in item
                ? item.branches_categories
                : [];
          if (!own.some((id) => query.categories.includes(id))) return false;
        }
        return true;
      });
      return paginate(items, query, terms);
    },
  };
}
