import { z } from 'zod';
import { apiErrorsSchema } from './api-errors.ts';
import { localDateTimeSchema } from './availability.ts';
import {
  BOOKING_MESSAGES,
  bookingRequestSchema,
  CUSTOMER_TEXT_LIMITS,
  customerDetailsSchema,
  FIRST_NAME_LIMITS,
  paymentSchema,
  reservationSchema,
} from './booking.ts';
import { branchCodeSchema } from './branch.ts';
import {
  ACCOUNT_TYPES,
  D2D_ADDITIONAL_ADDRESSES_MAX,
  D2D_FLIGHT_TYPES,
  D2D_HUB_STATUSES,
  D2D_PASSENGERS_MAX,
  D2D_PASSENGERS_MIN,
  DEFAULT_ACCOUNT_TYPE,
  DEFAULT_RESIDENCE,
  MAPS_PROVIDERS,
  RESIDENCES,
} from './constants.ts';
import { D2D_FEE_MAX, D2D_TEXT_LIMITS, flightNumberError } from './d2d-rules.ts';
import { placeIdSchema } from './maps.ts';
import { D2D_MESSAGES } from './messages.ts';
import {
  productSchema,
  productSelectionsSchema,
  quoteContactFields,
  quoteLineSchema,
} from './quote.ts';
import {
  hasVisibleText,
  isEmail,
  isUsableText,
  tooLongMessage,
  unusableCharacterMessage,
  visibleOrEmpty,
} from './validators.ts';

export * from './d2d-rules.ts';

/*
 * The D2D journey's requests (availability, price, Send your quotation, Book Now) are refused
 * field by field (`refusesByField`): each refusal is an entry naming its field, with a sentence of
 * its own, the one the form shows for the same rule. Never `collectionArea: must be at most 500
 * characters`.
 */

/**
 * The D2D form's messages for its limited texts (`firstD2dFormError`: 'Pick-up instructions must
 * be at most 500 characters.'), so the server refuses what the form would in the form's words.
 */
const D2D_TOO_LONG = {
  accountNo: tooLongMessage('Account number', D2D_TEXT_LIMITS.accountNo),
  collectionArea: tooLongMessage('Pick-up instructions', D2D_TEXT_LIMITS.collectionArea),
} as const;

/* ------------------------------------------------------------------ maps: route, nearest hub */

export const coordinatesSchema = z.object({ latitude: z.number(), longitude: z.number() });
export type Coordinates = z.infer<typeof coordinatesSchema>;

/** The most stop-overs a route takes: two additional pick-ups and two additional drop-offs. */
export const ROUTE_STOP_OVERS_MAX = 2 * D2D_ADDITIONAL_ADDRESSES_MAX;

/** POST /api/maps/route – origin, stop-overs and destination as place ids of the autocomplete. */
export const routeRequestSchema = z.object({
  origin: placeIdSchema,
  stopOvers: z.array(placeIdSchema).max(ROUTE_STOP_OVERS_MAX).default([]),
  destination: placeIdSchema,
});
export type RouteRequest = z.input<typeof routeRequestSchema>;

/** One stop of a route: the place as the autocomplete described it and where it is. */
export const routeStopSchema = coordinatesSchema.extend({
  placeId: z.string(),
  description: z.string(),
});
export type RouteStop = z.infer<typeof routeStopSchema>;

export const routeResponseSchema = z.object({
  errors: apiErrorsSchema,
  /** Who measured it: the embedded gazetteer (great-circle legs × road factor) or Google. */
  provider: z.enum(MAPS_PROVIDERS),
  /** Road metres through every stop in order. */
  metres: z.number().int().nonnegative(),
  /** Trip km: the metres rounded down (spec 001 §4). */
  km: z.number().int().nonnegative(),
  /** True when the distance is an estimate rather than a road route. */
  estimate: z.boolean(),
  stops: z.array(routeStopSchema),
  /** The line to draw: the stops for the gazetteer, the road's polyline for Google. */
  path: z.array(coordinatesSchema),
});
export type RouteResponse = z.infer<typeof routeResponseSchema>;

/** GET /api/maps/nearest-hub?placeId= */
export const nearestHubQuerySchema = z.object({ placeId: placeIdSchema });

/** A D2D depot (spec 001 §3: code, status, address) with its name and position. */
export const d2dHubSchema = z.object({
  code: z.string(),
  status: z.enum(D2D_HUB_STATUSES),
  address: z.string(),
  name: z.string(),
  latitude: z.number(),
  longitude: z.number(),
});
export type D2dHub = z.infer<typeof d2dHubSchema>;

export const nearestHubResponseSchema = z.object({
  errors: apiErrorsSchema,
  hub: d2dHubSchema,
  /** Great-circle metres from the place to the hub. */
  metres: z.number().int().nonnegative(),
});
export type NearestHubResponse = z.infer<typeof nearestHubResponseSchema>;

/* ------------------------------------------------------------------ availability */

/**
 * The trip of every D2D request: the party, the addresses as place ids (pick-up, up to two
 * additional pick-ups, up to two additional drop-offs, drop-off – driven in that order) and the
 * pick-up time. `tripKms` is accepted for the spec's wire shape and ignored: the server measures.
 */
export const d2dTripRequestSchema = z.object({
  numberPassengers: z
    .number(D2D_MESSAGES.passengers)
    .int(D2D_MESSAGES.passengers)
    .min(D2D_PASSENGERS_MIN, D2D_MESSAGES.passengers)
    .max(D2D_PASSENGERS_MAX, D2D_MESSAGES.passengers),
  pickUpPlaceId: placeIdSchema,
  additionalPickUpPlaceIds: z.array(placeIdSchema).max(D2D_ADDITIONAL_ADDRESSES_MAX).default([]),
  additionalDropOffPlaceIds: z.array(placeIdSchema).max(D2D_ADDITIONAL_ADDRESSES_MAX).default([]),
  dropOffPlaceId: placeIdSchema,
  pickUpDateTime: localDateTimeSchema,
  /** The spec's form sets it one minute after pick-up; the server works out the trip's own end. */
  dropOffDateTime: localDateTimeSchema.optional(),
  accountType: z.enum(ACCOUNT_TYPES).default(DEFAULT_ACCOUNT_TYPE),
  /** Ignored: the account is the session's. */
  accountNo: z
    .string()
    .trim()
    .max(D2D_TEXT_LIMITS.accountNo, D2D_TOO_LONG.accountNo)
    .refine((text) => isUsableText(text), unusableCharacterMessage('Account number'))
    .nullish(),
  foreignLocal: z.enum(RESIDENCES).default(DEFAULT_RESIDENCE),
  /** Ignored: visitors and individuals get the public D2D code, accounts their own. */
  rateCode: z.string().trim().toUpperCase().max(20).nullish(),
  /** Ignored: the hub is the nearest active one. */
  pickUpBranch: branchCodeSchema.nullish(),
  dropOffBranch: branchCodeSchema.nullish(),
  /** Ignored: never trusted, the server measures the route itself. */
  tripKms: z.number().finite().nullish(),
});
/** POST /api/Booking/d2d/availability. */
export const d2dAvailabilityRequestSchema = d2dTripRequestSchema;
export type D2dAvailabilityRequest = z.input<typeof d2dAvailabilityRequestSchema>;
export type D2dAvailabilityQuery = z.output<typeof d2dAvailabilityRequestSchema>;

/** The trip as the server measured it, echoed in every D2D answer and stored with it. */
export const d2dTripSchema = z.object({
  provider: z.enum(MAPS_PROVIDERS),
  metres: z.number().int().nonnegative(),
  tripKms: z.number().int().nonnegative(),
  estimate: z.boolean(),
  /** The hub that serves the trip: the active hub nearest the pick-up. */
  hubCode: z.string(),
  hubAddress: z.string(),
  numberPassengers: z.number().int(),
  /** Pick-up, additional pick-ups, additional drop-offs, drop-off. */
  stops: z.array(routeStopSchema),
  /**
   * The chauffeur's drives besides the trip (road estimates, metres): from the hub to the
   * pick-up and from the last drop-off back to the hub. The vehicle is away from the hub for
   * them too. A trip measured before they were kept (an older saved quote) has none.
   */
  hubLegs: z
    .object({
      toPickUpMetres: z.number().int().nonnegative(),
      fromDropOffMetres: z.number().int().nonnegative(),
    })
    .optional(),
});
export type D2dTrip = z.infer<typeof d2dTripSchema>;

/**
 * What a booked transfer shows of its trip (its reservation names only the hub): the addresses
 * in order, the pick-up, the passengers, the distance, and the fee included in the total (rands).
 */
export const transferFactsSchema = z.object({
  route: z.array(z.string()),
  pickUpDateTime: z.string(),
  passengers: z.number().int(),
  tripKms: z.number().int().nonnegative(),
  fee: z.number().nonnegative(),
});
export type TransferFacts = z.infer<typeof transferFactsSchema>;

/** One D2D vehicle group with the per-trip price of the trip's band (rands, VAT-exempt). */
export const d2dChargeSchema = z.object({
  vehicleGrp: z.string(),
  vehicleGrp_Desc: z.string(),
  vehicleType: z.string(),
  makeModel: z.string(),
  /** Passenger seats (the content service's pax_seating). */
  seats: z.number().int(),
  luggage: z.number().int(),
  transmission: z.enum(['Manual', 'Automatic']),
  imageUrl: z.string(),
  /** Price of the trip for this group. Accounts see Select instead (spec 000 §6). */
  tripCharge: z.number(),
  fromKms: z.number().int(),
  toKms: z.number().int(),
});
export type D2dCharge = z.infer<typeof d2dChargeSchema>;

export const d2dRateSchema = z.object({
  rateCode: z.string(),
  rateDesc: z.string(),
  charges: z.array(d2dChargeSchema),
});

export const d2dAvailabilityResponseSchema = z.object({
  errors: apiErrorsSchema,
  rates: z.object({ rate: z.array(d2dRateSchema) }),
  otherRates: z.array(z.object({ rateCode: z.string(), rateDesc: z.string() })),
  trip: d2dTripSchema,
  /** Extras offered for D2D trips, priced per trip; the trailer only for 4 seats or more. */
  products: z.array(productSchema),
});
export type D2dAvailabilityResponse = z.infer<typeof d2dAvailabilityResponseSchema>;

/* ------------------------------------------------------------------ quote */

/** POST /api/Quote/d2d – the trip, the chosen group, extras and the fee. */
export const d2dQuoteRequestSchema = d2dTripRequestSchema.extend({
  vehicleGroup: z.string().trim().toUpperCase().min(1).max(10),
  products: productSelectionsSchema,
  /** Visitors' and individuals' additional fee (rands, spec 000 §3 `fee`); accounts have none. */
  fee: z.number().finite().min(0).max(D2D_FEE_MAX).default(0),
});
export type D2dQuoteRequest = z.input<typeof d2dQuoteRequestSchema>;
export type D2dQuoteQuery = z.output<typeof d2dQuoteRequestSchema>;

export const d2dQuoteResponseSchema = z.object({
  errors: apiErrorsSchema,
  /** Empty until saved. */
  quoteNumber: z.string(),
  requestedAccountType: z.string(),
  /** The hub. */
  requestedPickUpBranch: z.string(),
  vehicleGroup: z.string(),
  vehicleGrp_Desc: z.string(),
  rateCode: z.string(),
  rateDesc: z.string(),
  currency: z.literal('ZAR'),
  /** The transfer (code R, per trip) and the extras. */
  quoteLines: z.array(quoteLineSchema),
  /** The additional fee, outside the lines (spec 000 §9: total = lines + fee). */
  fee: z.number(),
  totalCharge: z.number(),
  /** Transfers are VAT-exempt (DESIGN.md §5). */
  vatExempt: z.literal(true),
  trip: d2dTripSchema,
});
export type D2dQuoteResponse = z.infer<typeof d2dQuoteResponseSchema>;

/** The D2D details of spec 001 §3 a customer types beside the trip; blank or invisible is empty. */
export const d2dDetailsSchema = z.object({
  pickupFlightType: z.enum(D2D_FLIGHT_TYPES, D2D_MESSAGES.flightType).default('NONE'),
  /** Checked with its flight type by the requests that carry it (`withFlightNumberRule`). */
  pickupFlightNumber: z.string().trim().toUpperCase().overwrite(visibleOrEmpty).default(''),
  /** Pick-up instructions (spec 001 §3 collectionArea / PICKUP_AREA_DETAILS). */
  collectionArea: z
    .string()
    .trim()
    .overwrite(visibleOrEmpty)
    .max(D2D_TEXT_LIMITS.collectionArea, D2D_TOO_LONG.collectionArea)
    .refine((text) => isUsableText(text, 'multi'), unusableCharacterMessage('Pick-up instructions'))
    .default(''),
});
export type D2dDetails = z.output<typeof d2dDetailsSchema>;

/**
 * A request carrying the D2D details, refused as the form refuses (`flightNumberError`): the
 * number is read with its flight type, so the rule is the request's. Its issue is the flight
 * number's, in the form's words ('Please enter a valid Flight number: …').
 */
function withFlightNumberRule<Schema extends z.ZodType<D2dDetails>>(schema: Schema): Schema {
  return schema.superRefine((request, context) => {
    const message = flightNumberError(request.pickupFlightType, request.pickupFlightNumber);
    if (message) context.addIssue({ code: 'custom', message, path: ['pickupFlightNumber'] });
  });
}

/** A name of the quotation's contact: something visible, at most `max` characters. */
const contactName = (label: string, max: number) =>
  z
    .string(BOOKING_MESSAGES.enter(label))
    .trim()
    .refine(hasVisibleText, BOOKING_MESSAGES.enter(label))
    .max(max, tooLongMessage(label, max))
    .refine((text) => isUsableText(text), unusableCharacterMessage(label));

/**
 * Whom Send your quotation is for: the car quote's contact (`quoteContactFields`, the same
 * limits and checks), refused in the dialog's words ('Please enter your First name.', 'First name
 * must be at most 60 characters.', 'Please enter a valid Email address.').
 */
const d2dContactFields = {
  name: contactName('First name', FIRST_NAME_LIMITS.length),
  surname: contactName('Last name', CUSTOMER_TEXT_LIMITS.surname),
  emailAddress: z
    .string(BOOKING_MESSAGES.valid('Email address'))
    .trim()
    .refine(isEmail, BOOKING_MESSAGES.valid('Email address')),
};

/** POST /api/Quote/d2d/save – the quote for a contact; e-mails it (Send your quotation). */
export const d2dQuoteSaveRequestSchema = withFlightNumberRule(
  d2dQuoteRequestSchema.extend({ ...d2dDetailsSchema.shape, ...d2dContactFields }),
);
export type D2dQuoteSaveRequest = z.input<typeof d2dQuoteSaveRequestSchema>;

export const d2dQuoteSaveResponseSchema = d2dQuoteResponseSchema.extend({
  /** Branch-local end of validity: 23:59:59 of the day two days after creation. */
  expiresAt: z.string(),
  emailAddress: z.string(),
});
export type D2dQuoteSaveResponse = z.infer<typeof d2dQuoteSaveResponseSchema>;

/** GET /api/Quote/d2d/{quoteNumber}/{email} */
export const d2dQuoteParamsSchema = z.object({
  quoteNumber: z
    .string()
    .trim()
    .toUpperCase()
    .min(1)
    .max(20)
    .regex(/^[A-Z0-9-]+$/),
  email: quoteContactFields.emailAddress,
});

export const d2dSavedQuoteSchema = d2dQuoteSaveResponseSchema.extend({
  status: z.enum(['QUOTE', 'EXPIRED', 'CONFIRMED']),
  /**
   * The reservation that booked it while it is CONFIRMED, else '' (a cancelled transfer frees the
   * quote again); as the car quote's look-up (`savedQuoteSchema`) names it.
   */
  reservationNumber: z.string(),
  dateCreated: z.string(),
  name: z.string(),
  surname: z.string(),
  /** The request it was priced from, to book it or show it again. */
  request: d2dQuoteRequestSchema.extend(d2dDetailsSchema.shape),
});
export type D2dSavedQuote = z.infer<typeof d2dSavedQuoteSchema>;

/* ------------------------------------------------------------------ booking */

/** POST /api/Booking/d2d – the quote context, D2D details, renter and payment. */
export const d2dBookingRequestSchema = withFlightNumberRule(
  d2dQuoteRequestSchema.extend({
    ...d2dDetailsSchema.shape,
    customerDetails: customerDetailsSchema,
    payment: paymentSchema,
    /** The saved D2D quote this booking confirms, if any. */
    quoteNumber: z.string().trim().toUpperCase().max(20).default(''),
    /** The total the customer saw, to report a changed price (bounded as the car booking's). */
    expectedTotal: bookingRequestSchema.shape.expectedTotal,
  }),
);
export type D2dBookingRequest = z.input<typeof d2dBookingRequestSchema>;
export type D2dBookingQuery = z.output<typeof d2dBookingRequestSchema>;

export const d2dBookingResponseSchema = z.object({
  errors: apiErrorsSchema,
  warning: z.string(),
  reservationNumber: z.string(),
  reservation: reservationSchema,
  trip: d2dTripSchema,
  fee: z.number(),
});
export type D2dBookingResponse = z.infer<typeof d2dBookingResponseSchema>;

/* ------------------------------------------------------------------ account data */

export const accountNoParamsSchema = z.object({
  accountNo: z
    .string()
    .trim()
    .toUpperCase()
    .min(1)
    .max(D2D_TEXT_LIMITS.accountNo)
    .regex(/^[A-Z0-9]+$/),
});

/** GET /api/D2D/rates/{accountNo}: one entry per band (spec 001 §7) with its per-trip prices. */
export const d2dRateBandSchema = z.object({
  rateCode: z.string(),
  accountName: z.string(),
  fromKms: z.number().int(),
  toKms: z.number().int(),
  charges: z.array(z.object({ vehicleGrp: z.string(), tripCharge: z.number() })),
});
export type D2dRateBand = z.infer<typeof d2dRateBandSchema>;
export const d2dRatesResponseSchema = z.array(d2dRateBandSchema);

/** POST /api/Customer/information */
export const customerInformationRequestSchema = z.object({
  accountNo: accountNoParamsSchema.shape.accountNo,
});
export const customerInformationResponseSchema = z.object({
  errors: apiErrorsSchema,
  accountNo: z.string(),
  accountName: z.string(),
  addresses: z.object({
    customerAddress: z.array(z.object({ address: z.string(), area: z.string() })),
  }),
});
export type CustomerInformationResponse = z.infer<typeof customerInformationResponseSchema>;

/** GET /api/Customer/voucher/{accountNo} */
export const voucherResponseSchema = z.object({
  errors: apiErrorsSchema,
  voucherNumber: z.string(),
});
export type VoucherResponse = z.infer<typeof voucherResponseSchema>;
