import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { marked } from 'marked';
import { parse as parseYaml } from 'yaml';
import { z } from 'zod';
import { API_ROOT } from '../../paths.ts';

/** The repository's content: pages and specials as Markdown with YAML front matter, lists as YAML. */
export const CONTENT_DIR = join(API_ROOT, 'content');

const status = z.enum(['publish', 'draft', 'private', 'pending', 'future']).default('publish');
const wpDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/, 'must be a date such as 2026-01-15T09:00:00');
const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a lower-case slug');
const sitePath = z.string().regex(/^\/(?:[a-z0-9-]+\/)*$/, 'must be a site path such as /a/b/');

/** Ids of written items stay below the generated ones (branches from 1 000 000, fleet from 5 000 000). */
const itemId = z.number().int().positive().max(999_999);

const pageMatter = z.strictObject({
  id: itemId,
  title: z.string().min(1),
  slug,
  /** Where the page lives on the site; its link. */
  path: sitePath,
  description: z.string().min(1).max(300),
  menu_order: z.number().int().default(0),
  parent: z.number().int().default(0),
  status,
  date: wpDate,
});

const specialMatter = z.strictObject({
  id: itemId,
  title: z.string().min(1),
  slug,
  status,
  menu_order: z.number().int(),
  date: wpDate,
  image: z.string().min(1),
  promo_link: z.string().min(1),
  promo_link_text: z.string().min(1),
});

const fleetCategory = z.strictObject({
  id: z.number().int().positive(),
  name: z.string().min(1),
  slug,
  description: z.string(),
  /** The vehicle groups: those stocked at the country's branches, or the groups listed. */
  country: z.enum(['ZA', 'NA']).optional(),
  groups: z.array(z.string()).optional(),
  /** Appended to each item's slug, e.g. `-namibia` (spec 000 §7 tells Namibian items by slug). */
  slug_suffix: z
    .string()
    .regex(/^(?:-[a-z0-9]+)*$/)
    .default(''),
});

const branchCategory = z.strictObject({
  id: z.number().int().positive(),
  name: z.string().min(1),
  slug,
  description: z.string(),
  /** The branches: those of a country, or the codes listed. */
  country: z.enum(['ZA', 'NA']).optional(),
  branches: z.array(z.string()).optional(),
});

const branchExtras = z.strictObject({
  after_hours_contact_person: z.string().min(1),
  after_hours_contact_number: z.string().min(1),
  fax: z.string(),
  branches: z.record(
    z.string(),
    z.strictObject({
      gds: z.string().min(1),
      after_hours_contact_person: z.string().optional(),
      after_hours_contact_number: z.string().optional(),
      fax: z.string().optional(),
    }),
  ),
});

export type PageSeed = z.infer<typeof pageMatter> & { html: string };
export type SpecialSeed = z.infer<typeof specialMatter> & { html: string };
export type FleetCategorySeed = z.infer<typeof fleetCategory>;
export type BranchCategorySeed = z.infer<typeof branchCategory>;
export type BranchExtras = z.infer<typeof branchExtras>;

export interface ContentFiles {
  pages: PageSeed[];
  specials: SpecialSeed[];
  fleetCategories: FleetCategorySeed[];
  branchCategories: BranchCategorySeed[];
  branchExtras: BranchExtras;
}

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/;

/** Splits a Markdown file into its front matter (checked) and its body as HTML (not yet sanitised). */
function readMarkdown<T>(file: string, schema: z.ZodType<T>): T & { html: string } {
  const text = readFileSync(file, 'utf8');
  const match = FRONT_MATTER.exec(text);
  if (!match) throw new Error(`${file}: no front matter between --- lines`);
  const matter = schema.safeParse(parseYaml(match[1]!));
  if (!matter.success) throw new Error(`${file}: ${z.prettifyError(matter.error)}`);
  return { ...matter.data, html: marked.parse(match[2]!, { async: false }) };
}

function readYaml<T>(file: string, schema: z.ZodType<T>): T {
  const parsed = schema.safeParse(parseYaml(readFileSync(file, 'utf8')));
  if (!parsed.success) throw new Error(`${file}: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

function markdownFiles(folder: string): string[] {
  return readdirSync(folder)
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => join(folder, name));
}

function unique<T>(items: T[], key: (item: T) => string | number, what: string): void {
  const seen = new Set<string | number>();
  for (const item of items) {
    const value = key(item);
    if (seen.has(value)) throw new Error(`content: two ${what} share ${value}`);
    seen.add(value);
  }
}

/**
 * Reads and checks every content file; a mistake in one stops the server at start-up with the
 * file named, rather than serving half the site.
 */
export function loadContentFiles(folder: string = CONTENT_DIR): ContentFiles {
  const pages = markdownFiles(join(folder, 'pages')).map((file) => {
    const page = readMarkdown(file, pageMatter);
    if (basename(file, '.md') !== page.slug)
      throw new Error(`${file}: the file name must be the slug`);
    return page;
  });
  const specials = markdownFiles(join(folder, 'specials')).map((file) =>
    readMarkdown(file, specialMatter),
  );
  const files: ContentFiles = {
    pages,
    specials,
    fleetCategories: readYaml(join(folder, 'fleet-categories.yaml'), z.array(fleetCategory)),
    branchCategories: readYaml(join(folder, 'branch-categories.yaml'), z.array(branchCategory)),
    branchExtras: readYaml(join(folder, 'branch-extras.yaml'), branchExtras),
  };
  unique([...files.pages, ...files.specials], (item) => item.id, 'items');
  unique(files.pages, (page) => page.slug, 'pages');
  unique(files.specials, (special) => special.slug, 'specials');
  unique(files.fleetCategories, (term) => term.id, 'fleet categories');
  unique(files.branchCategories, (term) => term.id, 'branch categories');
  return files;
}
