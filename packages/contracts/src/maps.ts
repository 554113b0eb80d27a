import { z } from 'zod';
import { apiErrorsSchema } from './api-errors.ts';
import { PROVINCES } from './enumerations.ts';

export const MAPS_MESSAGES = {
  input: 'Please enter an address to search.',
  inputTooLong: 'Please enter at most 100 characters to search.',
  inputCharacters: 'Please search with letters, digits and punctuation only.',
  placeId: 'Please choose an address from the suggestions.',
  placeNotFound: 'That address could not be found. Please search again.',
} as const;

/** The most suggestions an autocomplete answer holds. */
export const AUTOCOMPLETE_LIMIT = 5;
export const AUTOCOMPLETE_MAX_INPUT = 100;

/** GET /api/maps/autocomplete?input= – South African addresses only (DESIGN.md §4). */
export const autocompleteQuerySchema = z.object({
  input: z
    .string(MAPS_MESSAGES.input)
    .trim()
    .min(1, MAPS_MESSAGES.input)
    .max(AUTOCOMPLETE_MAX_INPUT, MAPS_MESSAGES.inputTooLong)
    // U+FFFD stands where the URL held bytes that are not UTF-8 (a lone surrogate, say).
    .regex(/^[^\p{Cc}\ufffd]*$/u, MAPS_MESSAGES.inputCharacters),
});
export type AutocompleteQuery = z.infer<typeof autocompleteQuerySchema>;

export const PLACE_KINDS = ['AIRPORT', 'CITY', 'SUBURB', 'LANDMARK'] as const;
export type PlaceKind = (typeof PLACE_KINDS)[number];

/** One suggestion, shaped like a places-library prediction: the whole line and its two parts. */
export const placePredictionSchema = z.object({
  placeId: z.string(),
  description: z.string(),
  mainText: z.string(),
  secondaryText: z.string(),
  kind: z.enum(PLACE_KINDS),
});
export type PlacePrediction = z.infer<typeof placePredictionSchema>;

export const autocompleteResponseSchema = z.object({
  errors: apiErrorsSchema,
  predictions: z.array(placePredictionSchema),
});
export type AutocompleteResponse = z.infer<typeof autocompleteResponseSchema>;

/**
 * A place id: the gazetteer's are lower-case words with dashes (`za-gp-sandton`); Google's are
 * letters, digits, `_` and `-`.
 */
export const placeIdSchema = z
  .string(MAPS_MESSAGES.placeId)
  .regex(/^[A-Za-z0-9][\w-]{0,299}$/, MAPS_MESSAGES.placeId);

/** GET /api/maps/place/{placeId}. */
export const placeParamsSchema = z.object({ placeId: placeIdSchema });

/**
 * A place's address parts (spec 001 §3: streetNumber, streetName, suburb, city, province,
 * postalCode, country), empty where the gazetteer does not know them, and its coordinates.
 */
export const placeSchema = z.object({
  placeId: z.string(),
  kind: z.enum(PLACE_KINDS),
  name: z.string(),
  formattedAddress: z.string(),
  streetNumber: z.string(),
  streetName: z.string(),
  suburb: z.string(),
  city: z.string(),
  /** The province's name, e.g. 'Gauteng'. */
  province: z.string(),
  provinceCode: z.enum(PROVINCES),
  postalCode: z.string(),
  country: z.string(),
  countryCode: z.string(),
  latitude: z.number(),
  longitude: z.number(),
});
export type Place = z.infer<typeof placeSchema>;

export const placeResponseSchema = z.object({ errors: apiErrorsSchema, place: placeSchema });
export type PlaceResponse = z.infer<typeof placeResponseSchema>;
