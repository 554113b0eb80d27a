/**
 * The content service's constants and the contact form's words, without zod: the site's first
 * route reads them without loading the schemas (decision record 0018).
 */

/** The most items one request may ask for, and the default (WordPress's `per_page`). */
export const CONTENT_PER_PAGE_MAX = 100;
export const CONTENT_PER_PAGE_DEFAULT = 10;
/** The longest slug WordPress stores (`post_name` is a varchar(200)). */
export const CONTENT_SLUG_MAX = 200;
/** The only status the public sees. */
export const PUBLISHED = 'publish';

/** The pagination headers of every list answer (lower-case, as fetch's Headers reads them). */
export const WP_TOTAL_HEADER = 'x-wp-total';
export const WP_TOTAL_PAGES_HEADER = 'x-wp-totalpages';

export const CONTACT_ENQUIRY_TYPES = [
  'General enquiry',
  'Sales enquiry',
  'Customer care',
  'Reservations',
  'Website support',
] as const;
export type ContactEnquiryType = (typeof CONTACT_ENQUIRY_TYPES)[number];
export const DEFAULT_CONTACT_ENQUIRY: ContactEnquiryType = 'General enquiry';

/** The longest text each field takes. */
export const CONTACT_LIMITS = {
  contactFullname: 100,
  contactNumber: 20,
  contactEmail: 254,
  contactSubject: 150,
  contactMessage: 5000,
} as const;

export const CONTACT_MESSAGES = {
  select: (field: string) => `Please select ${field}.`,
  enter: (field: string) => `Please enter your ${field}.`,
  valid: (field: string) => `Please enter a valid ${field}.`,
  tooLong: (field: string, max: number) => `${field} must be at most ${max} characters.`,
  unreadable: (field: string) =>
    `${field} holds characters that could not be read. Please type it again.`,
  consent: 'Please confirm you have read and accept the Website Terms and Conditions.',
  sent: 'Thank You. Your mail has been successfully sent. One of our service consults will get in touch with you soon.',
} as const;

/**
 * U+FFFD, the replacement character: what a decoder puts where the bytes sent were not UTF-8
 * (`\xff\xfe` in a form post). Text holding it lost what was typed there, so a form refuses it
 * rather than store and mail '��', as a content slug refuses it.
 */
export const UNREADABLE_CHARACTER = '\ufffd';

/** The form's fields as typed (the site's state; the server trims before checking). */
export interface ContactDetails {
  contactEnquiry: string;
  contactFullname: string;
  contactNumber: string;
  contactEmail: string;
  contactSubject: string;
  contactMessage: string;
  consent: boolean;
}

export type ContactField = keyof ContactDetails;

/** The field labels the messages name, in form order. */
export const CONTACT_LABELS: Record<ContactField, string> = {
  contactEnquiry: 'Enquiry type',
  contactFullname: 'Full name',
  contactNumber: 'Contact number',
  contactEmail: 'Email address',
  contactSubject: 'Subject',
  contactMessage: 'Message',
  consent: 'Consent',
};

/** An empty form with the default enquiry type. */
export function emptyContactDetails(): ContactDetails {
  return {
    contactEnquiry: DEFAULT_CONTACT_ENQUIRY,
    contactFullname: '',
    contactNumber: '',
    contactEmail: '',
    contactSubject: '',
    contactMessage: '',
    consent: false,
  };
}

/**
 * The slug the content service gives a name (WordPress's sanitize_title for Latin text), e.g. the
 * branch page of a branch from the booking API:
 * `contentSlug('Johannesburg O.R. Tambo International Airport') === 'johannesburg-o-r-tambo-international-airport'`.
 * A slug is at most CONTENT_SLUG_MAX characters (what the content service looks up): a longer
 * one ends at the last whole word that fits, or is cut there if its first word alone is longer.
 * The server names a branch's page and the site links to it with this one rule.
 */
export function contentSlug(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (slug.length <= CONTENT_SLUG_MAX) return slug;
  // One character past the limit: a hyphen there means the cut falls between two words.
  const lastBreak = slug.lastIndexOf('-', CONTENT_SLUG_MAX);
  return slug.slice(0, lastBreak > 0 ? lastBreak : CONTENT_SLUG_MAX);
}
