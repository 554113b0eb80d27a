import { z } from 'zod';
import { apiErrorsSchema } from './api-errors.ts';
import { isEmail, isNumeric, isUsableText, unusableCharacterMessage } from './validators.ts';
import {
  CONTACT_ENQUIRY_TYPES,
  CONTACT_LABELS,
  CONTACT_LIMITS,
  CONTACT_MESSAGES,
  DEFAULT_CONTACT_ENQUIRY,
  UNREADABLE_CHARACTER,
  type ContactDetails,
  type ContactField,
} from './content-rules.ts';

export * from './content-rules.ts';

/**
 * The content service (spec 001 §3, §7; spec 000 §3, §7): WordPress's REST shapes at
 * `/wp-json/wp/v2`, served from the repository's content files or from a real WordPress.
 * Every HTML field has been sanitised by the server before it reaches the site.
 */

const rendered = z.object({ rendered: z.string() });
const renderedContent = z.object({ rendered: z.string(), protected: z.boolean() });

/** What every post-like item (page, fleet item, branch, special) carries. */
const postBase = z.object({
  id: z.number().int(),
  date: z.string(),
  date_gmt: z.string(),
  modified: z.string(),
  modified_gmt: z.string(),
  slug: z.string(),
  status: z.string(),
  type: z.string(),
  /** The item's address on the site (absolute, as WordPress gives it). */
  link: z.string(),
  title: rendered,
  content: renderedContent,
  excerpt: renderedContent,
  menu_order: z.number().int(),
  featured_media: z.number().int(),
});

/** GET pages?slug= – reads title.rendered, content.rendered, yoast_head_json.description. */
export const wpPageSchema = postBase.extend({
  type: z.literal('page'),
  parent: z.number().int(),
  yoast_head_json: z.object({ title: z.string(), description: z.string() }),
});
export type WpPage = z.infer<typeof wpPageSchema>;

/** A taxonomy term: fleet_categories and branches_categories. */
export const wpTermSchema = z.object({
  id: z.number().int(),
  count: z.number().int(),
  description: z.string(),
  link: z.string(),
  name: z.string(),
  slug: z.string(),
  taxonomy: z.string(),
  parent: z.number().int(),
});
export type WpTerm = z.infer<typeof wpTermSchema>;

/** The vehicle content fields of spec 000 §3 (ACF text fields, so numbers come as text). */
export const fleetAcfSchema = z.object({
  vehicle_make_model: z.string(),
  luggage_capacity: z.string(),
  pax_seating: z.string(),
  safety_belts: z.string(),
  vehicle_features: z.array(z.string()),
  licence_code: z.string(),
  /** Empty for vehicles without a load box. */
  load_box: z.string(),
  tank_capacity: z.string(),
  transmission: z.string(),
});
export type FleetAcf = z.infer<typeof fleetAcfSchema>;

/** GET fleet?fleet_categories={id}&per_page=100 – title 'Group N', acf, fimg_url. */
export const wpFleetItemSchema = postBase.extend({
  type: z.literal('fleet'),
  fleet_categories: z.array(z.number().int()),
  /** The featured image's address ('' when there is none). */
  fimg_url: z.string(),
  acf: fleetAcfSchema,
});
export type WpFleetItem = z.infer<typeof wpFleetItemSchema>;

/** One weekday of a branch's hours (an ACF repeater row): `{ day: 'Monday', hours: '08:00 – 17:00' }`. */
export const branchHoursRowSchema = z.object({ day: z.string(), hours: z.string() });
export type BranchHoursRow = z.infer<typeof branchHoursRowSchema>;

/** The branch fields of spec 001 §3 (content items). */
export const branchAcfSchema = z.object({
  branch_code: z.string(),
  province: z.string(),
  address: z.string(),
  email: z.string(),
  /** Monday to Sunday, 'Closed' on a day the branch does not open. */
  branch_hours: z.array(branchHoursRowSchema),
  after_hours_contact_person: z.string(),
  after_hours_contact_number: z.string(),
  telephone: z.string(),
  fax: z.string(),
  longitude: z.string(),
  latitude: z.string(),
  gds: z.string(),
});
export type BranchAcf = z.infer<typeof branchAcfSchema>;

/** GET branches?branches_categories={id}&per_page=100 and branches?slug=. */
export const wpBranchSchema = postBase.extend({
  type: z.literal('branches'),
  branches_categories: z.array(z.number().int()),
  acf: branchAcfSchema,
});
export type WpBranch = z.infer<typeof wpBranchSchema>;

/** GET specials – the home page shows the published ones by menu_order. */
export const wpSpecialSchema = postBase.extend({
  type: z.literal('specials'),
  fimg_url: z.string(),
  acf: z.object({ promo_link: z.string(), promo_link_text: z.string() }),
});
export type WpSpecial = z.infer<typeof wpSpecialSchema>;

/** WordPress's error answer, e.g. `rest_post_invalid_page_number` or `rest_invalid_param`. */
export const wpErrorSchema = z.object({
  code: z.string(),
  message: z.string(),
  data: z
    .object({
      status: z.number().int(),
      // An object of strings by parameter name (catchall rather than z.record: the site bundles
      // this module, and ZodRecord would add 1 KB gzip to the zod every journey route loads).
      params: z.object({}).catchall(z.string()).optional(),
    })
    .loose(),
});
export type WpError = z.infer<typeof wpErrorSchema>;

/** The collections of the content service, by path. */
export const CONTENT_COLLECTIONS = [
  'pages',
  'fleet',
  'fleet_categories',
  'branches',
  'branches_categories',
  'specials',
] as const;
export type ContentCollection = (typeof CONTENT_COLLECTIONS)[number];

/** Pagination read from a list answer's headers. */
export interface ContentPage<T> {
  items: T[];
  total: number;
  totalPages: number;
}

// ── The contact form (spec 001 §2, §3, §5, §8) ─────────────────────────────────────────────

/** The contact number with spaces removed: '082 123 4567' → '0821234567'. */
export function compactContactNumber(text: string): string {
  return text.replace(/\s+/g, '');
}

function textRule(field: Exclude<ContactField, 'consent' | 'contactEnquiry'>, value: string) {
  const label = CONTACT_LABELS[field];
  if (value === '') return CONTACT_MESSAGES.enter(label);
  if (value.length > CONTACT_LIMITS[field])
    return CONTACT_MESSAGES.tooLong(label, CONTACT_LIMITS[field]);
  if (value.includes(UNREADABLE_CHARACTER)) return CONTACT_MESSAGES.unreadable(label);
  if (!isUsableText(value, field === 'contactMessage' ? 'multi' : 'single'))
    return unusableCharacterMessage(label);
  return null;
}

/**
 * The contact form's rules in form order; the first failing field wins (spec 001 §5): every field
 * required, the number numeric, the e-mail valid, consent given; no text holding
 * UNREADABLE_CHARACTER (bytes that were not UTF-8), nor a control or bidi character
 * (`isUsableText`; the message may break lines).
 * `firstContactError({ ...emptyContactDetails(), … })` → `{ field: 'contactFullname', message: 'Please enter your Full name.' }`.
 */
export function firstContactError(
  details: ContactDetails,
): { field: ContactField; message: string } | null {
  const value = (field: Exclude<ContactField, 'consent'>) => details[field].trim();
  const checks: Array<[ContactField, () => string | null]> = [
    [
      'contactEnquiry',
      () =>
        (CONTACT_ENQUIRY_TYPES as readonly string[]).includes(value('contactEnquiry'))
          ? null
          : CONTACT_MESSAGES.select(CONTACT_LABELS.contactEnquiry),
    ],
    ['contactFullname', () => textRule('contactFullname', value('contactFullname'))],
    [
      'contactNumber',
      () => {
        const number = compactContactNumber(value('contactNumber'));
        if (number === '') return CONTACT_MESSAGES.enter(CONTACT_LABELS.contactNumber);
        return isNumeric(number) &&
          number.length >= 6 &&
          number.length <= CONTACT_LIMITS.contactNumber
          ? null
          : CONTACT_MESSAGES.valid(CONTACT_LABELS.contactNumber);
      },
    ],
    [
      'contactEmail',
      () => {
        const email = value('contactEmail');
        if (email === '') return CONTACT_MESSAGES.enter(CONTACT_LABELS.contactEmail);
        return email.length <= CONTACT_LIMITS.contactEmail && isEmail(email)
          ? null
          : CONTACT_MESSAGES.valid(CONTACT_LABELS.contactEmail);
      },
    ],
    ['contactSubject', () => textRule('contactSubject', value('contactSubject'))],
    ['contactMessage', () => textRule('contactMessage', value('contactMessage'))],
    ['consent', () => (details.consent === true ? null : CONTACT_MESSAGES.consent)],
  ];
  for (const [field, check] of checks) {
    const message = check();
    if (message) return { field, message };
  }
  return null;
}

/**
 * POST /api/web/user/send-external-contact. The body's shape is checked here (strings, a boolean,
 * nothing enormous); the form's own rules and messages are `firstContactError`'s, applied by the
 * server so the site and the server refuse with the same words.
 */
export const sendExternalContactRequestSchema = z.object({
  contactDetails: z.object({
    contactEnquiry: z.string().max(100).default(DEFAULT_CONTACT_ENQUIRY),
    contactFullname: z.string().max(1000).default(''),
    contactNumber: z.string().max(1000).default(''),
    contactEmail: z.string().max(1000).default(''),
    contactSubject: z.string().max(1000).default(''),
    contactMessage: z.string().max(20_000).default(''),
    consent: z.boolean().default(false),
  }),
});
export type SendExternalContactRequest = z.input<typeof sendExternalContactRequestSchema>;

/** The answer: `error` is '' when the mail was sent (the site shows CONTACT_MESSAGES.sent). */
export const sendExternalContactResponseSchema = z.object({
  errors: apiErrorsSchema,
  error: z.literal(''),
});
export type SendExternalContactResponse = z.infer<typeof sendExternalContactResponseSchema>;
