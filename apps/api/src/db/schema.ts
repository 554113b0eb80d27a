import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { BookingResponse, CustomerDetails, PaymentRecord } from '@bluu/contracts/booking';
import type { OpeningHours } from '@bluu/contracts/branch';
import type { QuoteLine, QuoteQuery, SavedQuoteRequest } from '@bluu/contracts/quote';
import type { ProfileAddress } from '@bluu/contracts/users';
import type { D2dDetails, D2dQuoteQuery, D2dTrip } from '@bluu/contracts/d2d';

/** What a D2D reservation or quote keeps besides the common columns. */
export interface D2dRecord {
  trip: D2dTrip;
  details: D2dDetails;
  feeCents: number;
  request: D2dQuoteQuery;
}

export const branches = pgTable('branches', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  country: text('country', { enum: ['ZA', 'NA'] }).notNull(),
  currency: text('currency', { enum: ['ZAR', 'NAD'] }).notNull(),
  province: text('province').notNull(),
  address: text('address').notNull(),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
  telephone: text('telephone').notNull(),
  email: text('email').notNull(),
  isAirport: boolean('is_airport').notNull(),
  isVanRental: boolean('is_van_rental').notNull(),
  allowDelivery: boolean('allow_delivery').notNull(),
  allowCollection: boolean('allow_collection').notNull(),
  openingHours: jsonb('opening_hours').$type<OpeningHours[]>().notNull(),
  /** A D2D hub (3C, 3D, 3I, 3N): a depot of chauffeured transfers, not a rental branch. */
  isD2dHub: boolean('is_d2d_hub').notNull().default(false),
});

export const vehicleGroups = pgTable('vehicle_groups', {
  code: text('code').primaryKey(),
  vehicleType: text('vehicle_type', { enum: ['A', 'B', 'C', 'D', 'E'] }).notNull(),
  description: text('description').notNull(),
  makeModel: text('make_model').notNull(),
  seats: integer('seats').notNull(),
  luggage: integer('luggage').notNull(),
  doors: integer('doors').notNull(),
  transmission: text('transmission', { enum: ['Manual', 'Automatic'] }).notNull(),
  features: jsonb('features').$type<string[]>().notNull(),
  licenceCode: text('licence_code').notNull(),
  tankLitres: integer('tank_litres').notNull(),
  loadBox: text('load_box'),
  imageUrl: text('image_url').notNull(),
  sortOrder: integer('sort_order').notNull(),
  /** A chauffeured D2D vehicle (sedans to 22-seat buses), priced per trip, not rented. */
  isD2d: boolean('is_d2d').notNull().default(false),
});

export const fleetCapacity = pgTable(
  'fleet_capacity',
  {
    branchCode: text('branch_code')
      .notNull()
      .references(() => branches.code),
    vehicleGroup: text('vehicle_group')
      .notNull()
      .references(() => vehicleGroups.code),
    units: integer('units').notNull(),
  },
  (t) => [primaryKey({ columns: [t.branchCode, t.vehicleGroup] })],
);

export const rateCodes = pgTable('rate_codes', {
  code: text('code').primaryKey(),
  description: text('description').notNull(),
  accountType: text('account_type', { enum: ['I', 'C', 'T'] }).notNull(),
  /** L or I for the individual default rates; null for promotional and account rates. */
  residence: text('residence', { enum: ['L', 'I'] }),
  isPromotional: boolean('is_promotional').notNull().default(false),
});

/** A rate code's figures for one vehicle group, in cents (VAT included). */
export const rateCharges = pgTable(
  'rate_charges',
  {
    rateCode: text('rate_code')
      .notNull()
      .references(() => rateCodes.code),
    vehicleGroup: text('vehicle_group')
      .notNull()
      .references(() => vehicleGroups.code),
    dailyCents: bigint('daily_cents', { mode: 'number' }).notNull(),
    freeKmPerDay: integer('free_km_per_day').notNull(),
    cdwDailyCents: bigint('cdw_daily_cents', { mode: 'number' }).notNull(),
    cdwExcessCents: bigint('cdw_excess_cents', { mode: 'number' }).notNull(),
    tlwDailyCents: bigint('tlw_daily_cents', { mode: 'number' }).notNull(),
    scdwDailyCents: bigint('scdw_daily_cents', { mode: 'number' }).notNull(),
    scdwExcessCents: bigint('scdw_excess_cents', { mode: 'number' }).notNull(),
    stlwDailyCents: bigint('stlw_daily_cents', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.rateCode, t.vehicleGroup] })],
);

export const accounts = pgTable('accounts', {
  accountNo: text('account_no').primaryKey(),
  accountType: text('account_type', { enum: ['C', 'T'] }).notNull(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  pinHash: text('pin_hash').notNull(),
  defaultRateCode: text('default_rate_code')
    .notNull()
    .references(() => rateCodes.code),
});

export const accountRateCodes = pgTable(
  'account_rate_codes',
  {
    accountNo: text('account_no')
      .notNull()
      .references(() => accounts.accountNo),
    rateCode: text('rate_code')
      .notNull()
      .references(() => rateCodes.code),
  },
  (t) => [primaryKey({ columns: [t.accountNo, t.rateCode] })],
);

/** The unique index that lets a saved quote be confirmed by one live reservation only. */
export const QUOTE_CONFIRMED_ONCE_INDEX = 'reservations_quote_number_live_idx';

/**
 * A reservation occupies one unit of its group at the pick-up branch from `occupied_from` until
 * `occupied_until`: a car rental from pick-up until drop-off plus the turnaround buffer; a
 * transfer from when its chauffeur leaves the hub until the turnaround after they are back
 * (decision record 0044).
 */
export const reservations = pgTable(
  'reservations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reservationNumber: text('reservation_number').notNull().unique(),
    status: text('status', { enum: ['CONFIRMED', 'OPEN', 'CANCELLED'] }).notNull(),
    pickUpBranch: text('pick_up_branch')
      .notNull()
      .references(() => branches.code),
    dropOffBranch: text('drop_off_branch')
      .notNull()
      .references(() => branches.code),
    vehicleGroup: text('vehicle_group')
      .notNull()
      .references(() => vehicleGroups.code),
    pickUpAt: timestamp('pick_up_at', { withTimezone: true }).notNull(),
    dropOffAt: timestamp('drop_off_at', { withTimezone: true }).notNull(),
    occupiedFrom: timestamp('occupied_from', { withTimezone: true }).notNull(),
    occupiedUntil: timestamp('occupied_until', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** The saved quote this reservation confirmed, if any. */
    quoteNumber: text('quote_number'),
    accountNo: text('account_no'),
    /** The individual who booked while signed in (spec 001: the profile's My Reservations). */
    userId: uuid('user_id'),
    accountType: text('account_type', { enum: ['I', 'C', 'T'] })
      .notNull()
      .default('I'),
    rateCode: text('rate_code').notNull().default(''),
    rateDesc: text('rate_desc').notNull().default(''),
    /** The priced request: search, group, waiver, extras, drivers. */
    request: jsonb('request')
      .$type<QuoteQuery>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    lines: jsonb('lines').$type<QuoteLine[]>().notNull().default([]),
    totalCents: bigint('total_cents', { mode: 'number' }).notNull().default(0),
    liabilityCents: bigint('liability_cents', { mode: 'number' }).notNull().default(0),
    currency: text('currency', { enum: ['ZAR', 'NAD'] })
      .notNull()
      .default('ZAR'),
    renterEmail: text('renter_email').notNull().default(''),
    /** The renter as typed in step 1. */
    customer: jsonb('customer')
      .$type<CustomerDetails>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    /** Payment details without the card number: brand, last four, expiry, voucher, addresses. */
    payment: jsonb('payment')
      .$type<PaymentRecord>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    /** A D2D booking's trip, details and fee; null for car rentals. */
    d2d: jsonb('d2d').$type<D2dRecord>(),
    /** Who measured a D2D trip (gazetteer or google) and its road metres. */
    tripProvider: text('trip_provider', { enum: ['gazetteer', 'google'] }),
    tripMetres: integer('trip_metres'),
  },
  (t) => [
    index('reservations_occupancy_idx')
      .using(
        'gist',
        t.pickUpBranch,
        t.vehicleGroup,
        sql`tstzrange(${t.occupiedFrom}, ${t.occupiedUntil})`,
      )
      .where(sql`${t.status} <> 'CANCELLED'`),
    // A saved quote is confirmed by at most one live reservation, however many servers race.
    uniqueIndex(QUOTE_CONFIRMED_ONCE_INDEX)
      .on(t.quoteNumber)
      .where(sql`${t.status} <> 'CANCELLED'`),
    index('reservations_user_idx').on(t.userId, t.createdAt),
    // A quote's reservations by number, cancelled ones included (decision 0032); a quote whose
    // reservation was cancelled is confirmable again (only a live one counts there).
    index('reservations_quote_number_idx').on(t.quoteNumber),
  ],
);

/** Extras and waivers by product code (spec 000 §9); prices in cents, VAT included. */
export const products = pgTable('products', {
  code: text('code').primaryKey(),
  productType: text('product_type').notNull(),
  description: text('description').notNull(),
  chargeCents: bigint('charge_cents', { mode: 'number' }).notNull(),
  chargeUnit: text('charge_unit', { enum: ['DAY', 'RENTAL', 'ITEM'] }).notNull(),
  /** Per-day products stop charging after this many days (child seats, GPS); null = no cap. */
  maxChargeDays: integer('max_charge_days'),
  maxQuantity: integer('max_quantity').notNull().default(1),
  /** Offered only at van-rental branches (van equipment). */
  vanOnly: boolean('van_only').notNull().default(false),
  sortOrder: integer('sort_order').notNull(),
});

/** A customer group signs in with its code and pin as the corporate account it belongs to. */
export const customerGroups = pgTable('customer_groups', {
  groupCode: text('group_code').primaryKey(),
  name: text('name').notNull(),
  pinHash: text('pin_hash').notNull(),
  accountNo: text('account_no')
    .notNull()
    .references(() => accounts.accountNo),
});

/** An individual's online profile (spec 001 §3); the password only as an argon2id hash. */
export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** Trimmed and lower-cased. */
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  status: text('status', { enum: ['PENDING', 'ACTIVE'] }).notNull(),
  title: text('title').notNull(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  initials: text('initials').notNull().default(''),
  receiveMarketing: boolean('receive_marketing').notNull().default(false),
  idType: text('id_type').notNull(),
  idPassportNumber: text('id_passport_number').notNull(),
  contactNumber: text('contact_number').notNull(),
  phoneNoCountry: text('phone_no_country').notNull().default(''),
  licenceCode: text('licence_code').notNull().default(''),
  driversLicenceNumber: text('drivers_licence_number').notNull().default(''),
  /** Home and billing address fields (spec 001 §3, registration step 2). */
  address: jsonb('address').$type<ProfileAddress>(),
  /** SHA-256 of the registration token that /register answered, and until when it is good. */
  registrationTokenHash: text('registration_token_hash'),
  registrationTokenExpiresAt: timestamp('registration_token_expires_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  activatedAt: timestamp('activated_at', { withTimezone: true }),
});

/**
 * One-time secrets of a user: an OTP, an activation link or a password-reset link, kept only as
 * a SHA-256; single use (`used_at`), expiring, with failed attempts counted.
 */
export const userCodes = pgTable(
  'user_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['OTP', 'ACTIVATION', 'RESET'] }).notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('user_codes_user_idx').on(t.userId, t.purpose)],
);

/** Server sessions; the cookie holds a random token, the table only its SHA-256. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    accountNo: text('account_no').references(() => accounts.accountNo),
    /** The signed-in individual (type I), when the session is an individual's. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    accountType: text('account_type', { enum: ['I', 'C', 'T'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_expires_idx').on(t.expiresAt)],
);

/** A saved quote: what was asked, what it cost, and who it is for. Holds no inventory. */
export const quotes = pgTable(
  'quotes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    quoteNumber: text('quote_number').notNull().unique(),
    request: jsonb('request').$type<SavedQuoteRequest>().notNull(),
    lines: jsonb('lines').$type<QuoteLine[]>().notNull(),
    totalCents: bigint('total_cents', { mode: 'number' }).notNull(),
    currency: text('currency', { enum: ['ZAR', 'NAD'] }).notNull(),
    accountNo: text('account_no'),
    /** The individual who saved it while signed in (the profile's Quote Requests). */
    userId: uuid('user_id'),
    accountType: text('account_type', { enum: ['I', 'C', 'T'] }).notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('quotes_email_idx').on(t.email),
    index('quotes_user_idx').on(t.userId, t.createdAt),
  ],
);

/** Transactional outbox: written in the business transaction, sent by the mail worker. */
export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    recipient: text('recipient').notNull(),
    cc: text('cc'),
    /** Where a reply goes instead of the sender, e.g. a website enquiry's writer. */
    replyTo: text('reply_to'),
    /** The reservation or quote number the mail is about, for operators following it up. */
    reference: text('reference'),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    attachments: jsonb('attachments')
      .$type<Array<{ filename: string; contentType: string; content: string }>>()
      .notNull()
      .default([]),
    /**
     * PENDING until sent (SENT); FAILED when the mail server refused it permanently (a 5xx):
     * not retried automatically, only when an operator asks (decision 0008).
     */
    status: text('status', { enum: ['PENDING', 'SENT', 'FAILED'] })
      .notNull()
      .default('PENDING'),
    attempts: integer('attempts').notNull().default(0),
    /** When the mail is due; while a worker holds it, when that worker's lease runs out. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The claim of the worker holding the mail (decision 0008): set when a worker claims it,
     * cleared when that worker records the attempt. A worker sends, renews or records the mail
     * only while the row still carries its token and the lease end it set, so a mail taken over
     * is never sent by both.
     */
    claimToken: uuid('claim_token'),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  // Pending mail only, in the order the worker takes it: its index scan skips (and marks) the
  // entries of mail already sent, which a bitmap scan over (status, next_attempt_at) read
  // again at every poll until vacuum came (decision record 0033).
  (t) => [
    index('outbox_pending_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.status} = 'PENDING'`),
    // A reservation's mails by kind, for a cc copy of the latest (one look-up, not a scan of
    // every mail ever sent).
    index('outbox_kind_idx').on(t.kind, t.createdAt),
    // Permanently refused mail, for the operators' list (few rows among every mail ever sent).
    index('outbox_failed_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.status} = 'FAILED'`),
  ],
);

/** Answers of requests sent with an Idempotency-Key, so a retry gets the first answer. */
export const idempotencyKeys = pgTable('idempotency_keys', {
  key: text('key').primaryKey(),
  scope: text('scope').notNull(),
  requestHash: text('request_hash').notNull(),
  statusCode: integer('status_code'),
  /** The answer a retry gets: the first request's. */
  response: jsonb('response').$type<BookingResponse>(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Messages sent with the contact form on /contacts/ (spec 001 §2, §3); mailed through the outbox. */
export const contactEnquiries = pgTable(
  'contact_enquiries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    enquiryType: text('enquiry_type').notNull(),
    fullName: text('full_name').notNull(),
    contactNumber: text('contact_number').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    consent: boolean('consent').notNull(),
    /** The request that sent it, to find its log lines. */
    requestId: text('request_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('contact_enquiries_created_idx').on(t.createdAt)],
);

/**
 * The South African gazetteer the maps service searches (DESIGN.md §3): airports, city centres,
 * suburbs and landmarks with their address parts and coordinates. `search_text` (name, suburb,
 * city, province) carries a trigram index for autocomplete; the coordinates serve routes and the
 * nearest D2D hub.
 */
export const places = pgTable(
  'places',
  {
    /** Stable and readable, e.g. `za-gp-sandton`; the `placeId` of the maps API. */
    id: text('id').primaryKey(),
    kind: text('kind', { enum: ['AIRPORT', 'CITY', 'SUBURB', 'LANDMARK'] }).notNull(),
    name: text('name').notNull(),
    streetNumber: text('street_number').notNull().default(''),
    streetName: text('street_name').notNull().default(''),
    suburb: text('suburb').notNull().default(''),
    city: text('city').notNull(),
    /** The spec's province code: EC, FN (Limpopo), FS, GP, KN, MP, NC, NW, WC. */
    province: text('province').notNull(),
    postalCode: text('postal_code').notNull().default(''),
    countryCode: text('country_code').notNull().default('ZA'),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    /** Larger places first among equally good matches (a city centre before a suburb). */
    rank: integer('rank').notNull().default(0),
    searchText: text('search_text').notNull(),
  },
  (t) => [index('places_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops'))],
);

/** D2D hubs (spec 000 §3): each is a branch row (`is_d2d_hub`) with its status. */
export const d2dHubs = pgTable('d2d_hubs', {
  code: text('code')
    .primaryKey()
    .references(() => branches.code),
  status: text('status', { enum: ['ACTIVE', 'INACTIVE'] }).notNull(),
  sortOrder: integer('sort_order').notNull(),
});

/** D2D rate codes: the public one (no account) and accounts' own. */
export const d2dRateCodes = pgTable('d2d_rate_codes', {
  code: text('code').primaryKey(),
  description: text('description').notNull(),
  /** The account whose code it is; null for the public code of visitors and individuals. */
  accountNo: text('account_no').references(() => accounts.accountNo),
  isPublic: boolean('is_public').notNull().default(false),
});

/** A rate code's per-trip price of one vehicle group for trips of fromKms–toKms (inclusive), in cents. */
export const d2dRateBands = pgTable(
  'd2d_rate_bands',
  {
    rateCode: text('rate_code')
      .notNull()
      .references(() => d2dRateCodes.code),
    fromKms: integer('from_kms').notNull(),
    toKms: integer('to_kms').notNull(),
    vehicleGroup: text('vehicle_group')
      .notNull()
      .references(() => vehicleGroups.code),
    tripCents: bigint('trip_cents', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.rateCode, t.vehicleGroup, t.fromKms] })],
);

/** Addresses an account's D2D bookings start from (POST /api/Customer/information). */
export const customerAddresses = pgTable(
  'customer_addresses',
  {
    accountNo: text('account_no')
      .notNull()
      .references(() => accounts.accountNo),
    sortOrder: integer('sort_order').notNull(),
    address: text('address').notNull(),
    area: text('area').notNull(),
  },
  (t) => [primaryKey({ columns: [t.accountNo, t.sortOrder] })],
);

/** A saved D2D quote: the trip as measured (provider, metres), its price and its contact. */
export const d2dQuotes = pgTable(
  'd2d_quotes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    quoteNumber: text('quote_number').notNull().unique(),
    record: jsonb('record').$type<D2dRecord>().notNull(),
    tripProvider: text('trip_provider', { enum: ['gazetteer', 'google'] }).notNull(),
    tripMetres: integer('trip_metres').notNull(),
    hubCode: text('hub_code').notNull(),
    vehicleGroup: text('vehicle_group').notNull(),
    rateCode: text('rate_code').notNull(),
    rateDesc: text('rate_desc').notNull(),
    lines: jsonb('lines').$type<QuoteLine[]>().notNull(),
    totalCents: bigint('total_cents', { mode: 'number' }).notNull(),
    accountNo: text('account_no'),
    accountType: text('account_type', { enum: ['I', 'C', 'T'] }).notNull(),
    userId: uuid('user_id'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('d2d_quotes_email_idx').on(t.email)],
);
