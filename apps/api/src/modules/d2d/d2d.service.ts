import { SUCCESS } from '@bluu/contracts/api-errors';
import {
  BOOKING_MESSAGES,
  CARD_TYPES,
  firstCustomerDetailsError,
  paymentTypesFor,
  type BookingResponse,
  type Payment,
} from '@bluu/contracts/booking';
import {
  D2D_LICENCE_CODE,
  D2D_SALES_EMAIL,
  LEAD_TIME_CHECK_MINUTES,
} from '@bluu/contracts/constants';
import {
  bandFor,
  childSeatsError,
  D2D_RULE_MESSAGES,
  d2dProductName,
  firstD2dPaymentError,
  goesNowhere,
  isInServiceArea,
  offersTrailer,
  seatsParty,
  tripKmsOf,
  type D2dAvailabilityQuery,
  type D2dAvailabilityResponse,
  type D2dBookingQuery,
  type D2dBookingResponse,
  type D2dCharge,
  type D2dDetails,
  type D2dQuoteQuery,
  type D2dQuoteResponse,
  type D2dQuoteSaveResponse,
  type D2dRateBand,
  type D2dSavedQuote,
  type D2dTrip,
} from '@bluu/contracts/d2d';
import { MANAGE_MESSAGES } from '@bluu/contracts/manage';
import { flightNumberError } from '@bluu/contracts/d2d-rules';
import { D2D_MESSAGES, MESSAGES } from '@bluu/contracts/messages';
import { amountToCents, centsToAmount, formatMoney } from '@bluu/contracts/money';
import {
  PRODUCT_CODES,
  QUOTE_MESSAGES,
  type Product,
  type QuoteLine,
  type QuoteQuery,
} from '@bluu/contracts/quote';
import {
  addMinutes,
  isBeyondPickUpHorizon,
  parseLocalDateTime,
  quoteExpiry,
  toLocalDateTime,
} from '@bluu/contracts/time';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/database.ts';
import type { BookingRepository } from '../bookings/bookings.repository.ts';
import { maxOverlap, occupiedPeriod, type Period } from '../availability/occupancy.ts';
import { DomainError } from '../../errors.ts';
import { newReference } from '../../lib/references.ts';
import type { SessionAccount } from '../accounts/session-account.ts';
import { billedAccountOf, type AccountContacts } from '../bookings/booking-email.ts';
import { paymentRecord } from '../bookings/reservation.ts';
import type { Idempotency, ReservationWriter } from '../bookings/reservation-writer.ts';
import type { CatalogueSource, ProductRow, VehicleGroupRow } from '../catalogue/catalogue.ts';
import type { LookupGuard } from '../manage/lookup-guard.ts';
import type { MailService } from '../mail/mail.module.ts';
import type { MapsService } from '../maps/maps.service.ts';
import { manageBookingLink } from '../mail/links.ts';
import { d2dBookingMail, d2dQuoteMail } from './d2d-email.ts';
import { toD2dSavedQuote } from './saved-d2d-quote.ts';
import type { D2dRateBandRow, D2dRepository } from './d2d.repository.ts';

interface Deps {
  repository: D2dRepository;
  /** Reads the hub's occupancy (the writer checks it again under its lock). */
  bookings: Pick<BookingRepository, 'listOccupying'>;
  db: Db;
  maps: MapsService;
  catalogue: CatalogueSource;
  writer: ReservationWriter;
  mail: MailService;
  /** The account a billback transfer is billed to, which its confirmation names and copies. */
  accounts: AccountContacts;
  clock: Clock;
  /** Counts failed look-ups per reference (a saved transfer quote is looked up by its e-mail). */
  lookups: LookupGuard;
  /** The site's address, for the quote mail's link back. */
  publicUrl: string;
}

/**
 * Ours: the D2D service's refusals the spec words no message for (to join `D2D_MESSAGES` in
 * messages.ts). The spec's 'Please select Method of payment.' stays for no method chosen.
 */
export const D2D_SERVICE_MESSAGES = {
  /** A visitor or individual chose billback (spec 001 §6: accounts only). */
  billbackForAccounts:
    'Billback to the account is only for signed-in corporate and tour accounts. Please choose a card.',
  /** A signed-in corporate or tour account chose a card (spec 001 §6: billback only). */
  accountPaysByBillback:
    'A corporate or tour account pays by billback to the account. Please choose Billback to the account.',
  /** The hub has no unit of the group free for the trip: a transfer has no branch to change. */
  vehicleUnavailable: (group: string) =>
    `Vehicle group ${group} is not available for the chosen pick-up time. Please choose another vehicle or another pick-up time.`,
} as const;

/** Extras a chauffeured trip offers, each charged once per trip. */
const D2D_PRODUCT_CODES: readonly string[] = [
  PRODUCT_CODES.infantSeat,
  PRODUCT_CODES.babySeat,
  PRODUCT_CODES.boosterSeat,
  PRODUCT_CODES.trailer,
];

/** A chauffeur's average speed, to hold the vehicle for the drives a trip takes. */
const AVERAGE_KMH = 60;
const MIN_TRIP_MINUTES = 120;
const STEP_MINUTES = 15;

/** A chauffeur's drive of `metres` at 60 km/h, rounded up to 15 minutes: 104 km → 105. */
function driveMinutes(metres: number): number {
  return Math.ceil(((metres / 1000 / AVERAGE_KMH) * 60) / STEP_MINUTES) * STEP_MINUTES;
}

/**
 * How long after the pick-up a trip's drop-off is shown: the trip there and back at 60 km/h,
 * rounded up to 15 minutes, at least 2 hours.
 */
export function tripMinutes(tripKms: number): number {
  return Math.max(MIN_TRIP_MINUTES, driveMinutes(2 * tripKms * 1000));
}

/**
 * The period a trip keeps its vehicle from the hub's other trips: from when the chauffeur leaves
 * the hub to reach the pick-up in time until the turnaround after they are back. Back is after
 * the trip there and back (`tripMinutes`, as held before the hub legs were kept) or, when longer,
 * after the trip and the drive from the last drop-off to the hub. A trip without hub legs (a
 * quote saved before they were kept) is held from its pick-up, as it was.
 * Example: pick-up 10:00 105 minutes' drive from the hub → held from 08:15.
 */
export function tripPeriod(trip: D2dTrip, pickUp: Date): Period {
  const thereAndBack = tripMinutes(trip.tripKms);
  const legs = trip.hubLegs;
  if (!legs) return occupiedPeriod(pickUp, addMinutes(pickUp, thereAndBack));
  const back = Math.max(thereAndBack, driveMinutes(trip.metres + legs.fromDropOffMetres));
  return occupiedPeriod(
    addMinutes(pickUp, -driveMinutes(legs.toPickUpMetres)),
    addMinutes(pickUp, back),
  );
}

/** The fields that decide a D2D price: a saved quote is charged as quoted while these are unchanged. */
function pricingInputs(query: D2dQuoteQuery, rateCode: string): string {
  return JSON.stringify({
    places: [
      query.pickUpPlaceId,
      ...query.additionalPickUpPlaceIds,
      ...query.additionalDropOffPlaceIds,
      query.dropOffPlaceId,
    ],
    pickUpDateTime: query.pickUpDateTime,
    numberPassengers: query.numberPassengers,
    vehicleGroup: query.vehicleGroup,
    products: query.products.map((product) => `${product.productCode}:${product.quantity}`).sort(),
    fee: query.fee,
    rateCode,
  });
}

export interface Rate {
  code: string;
  description: string;
  bands: D2dRateBandRow[];
}

export function createD2dService(deps: Deps) {
  const { repository, maps, catalogue, writer, mail, accounts, clock, lookups } = deps;
  /** The rate code of the caller: an account's own (or the no-rates refusal), else the public one. */
  async function rateOf(account: SessionAccount | null): Promise<Rate> {
    const code = await repository.findRateCode(account?.accountNo ?? null);
    if (!code) {
      if (account)
        throw new DomainError(
          'NO_D2D_RATES',
          D2D_MESSAGES.noRates(d2dProductName(account.accountType), D2D_SALES_EMAIL),
        );
      throw new DomainError('RATE_NOT_IN_RANGE', D2D_MESSAGES.rateNotInRange);
    }
    return {
      code: code.code,
      description: code.description,
      bands: await repository.listBands(code.code),
    };
  }

  /** The pick-up instant, checked against the lead time (spec 001 §5) and the one-year horizon rentals share. */
  function pickUpOf(query: D2dAvailabilityQuery): Date {
    const pickUp = parseLocalDateTime(query.pickUpDateTime)!;
    const now = clock();
    if (pickUp.getTime() - now.getTime() < LEAD_TIME_CHECK_MINUTES * 60_000)
      throw new DomainError('PICK_UP_LEAD_TIME', MESSAGES.pickUpLeadTime);
    if (isBeyondPickUpHorizon(pickUp, now))
      throw new DomainError('TIME_RULE', D2D_MESSAGES.tooFarAhead);
    return pickUp;
  }

  /** The trip as the server measures it: a client's tripKms is never read. */
  async function measure(query: D2dAvailabilityQuery): Promise<D2dTrip> {
    const placeIds = [
      query.pickUpPlaceId,
      ...query.additionalPickUpPlaceIds,
      ...query.additionalDropOffPlaceIds,
      query.dropOffPlaceId,
    ];
    if (goesNowhere(placeIds))
      throw new DomainError('INVALID_LOCATION', D2D_RULE_MESSAGES.samePlace);
    const route = await maps.route(placeIds);
    const pickUp = route.stops[0]!;
    const { hub, metres } = await maps.nearestHub(pickUp);
    if (!isInServiceArea(metres))
      throw new DomainError(
        'NO_D2D_HUB',
        D2D_RULE_MESSAGES.outsideServiceArea(await servedCities()),
      );
    return {
      provider: route.provider,
      metres: route.metres,
      tripKms: tripKmsOf(route.metres),
      estimate: route.estimate,
      hubCode: hub.code,
      hubAddress: hub.address,
      numberPassengers: query.numberPassengers,
      stops: route.stops,
      hubLegs: {
        toPickUpMetres: maps.roadEstimate(hub, pickUp),
        fromDropOffMetres: maps.roadEstimate(route.stops.at(-1)!, hub),
      },
    };
  }

  /** The towns of the active hubs, from their addresses: 'Cape Town', 'Durban', 'Ekurhuleni'. */
  async function servedCities(): Promise<string[]> {
    const hubs = await repository.listHubs();
    const cities = hubs.filter((hub) => hub.status === 'ACTIVE').map((hub) => townOf(hub.address));
    return [...new Set(cities)];
  }

  /**
   * Groups with a unit free at the hub for the whole trip, the chauffeur's drives from and back to
   * the hub included (DESIGN.md §5: maximum overlap).
   */
  async function freeGroups(trip: D2dTrip, pickUp: Date, groups: string[]): Promise<Set<string>> {
    const capacity = await repository.capacityAt(trip.hubCode);
    const period = tripPeriod(trip, pickUp);
    const free = new Set<string>();
    for (const group of groups) {
      const units = capacity.get(group) ?? 0;
      if (units === 0) continue;
      const busy = await deps.bookings.listOccupying(deps.db, trip.hubCode, group, period);
      if (maxOverlap(busy, period) < units) free.add(group);
    }
    return free;
  }

  function d2dProducts(rows: ProductRow[]): ProductRow[] {
    return rows.filter((row) => D2D_PRODUCT_CODES.includes(row.code));
  }

  function toProduct(row: ProductRow): Product {
    return {
      productType: row.productType,
      productCode: row.code,
      productDescription: row.description,
      productCharge: centsToAmount(row.chargeCents),
      chargeUnit: 'ITEM',
      maxQuantity: row.maxQuantity,
    };
  }

  /** Groups seating the party, priced by the band holding the trip's km. */
  async function offer(query: D2dAvailabilityQuery, account: SessionAccount | null) {
    requireAskedAccount(query, account);
    const pickUp = pickUpOf(query);
    const rate = await rateOf(account);
    const trip = await measure(query);
    const inBand = rate.bands.filter((band) => bandFor([band], trip.tripKms));
    if (inBand.length === 0)
      throw new DomainError('RATE_NOT_IN_RANGE', D2D_MESSAGES.rateNotInRange);
    const { groups, products } = await catalogue.get();
    const charges: Array<{ group: VehicleGroupRow; band: D2dRateBandRow; charge: D2dCharge }> = [];
    for (const band of inBand) {
      const group = groups.get(band.vehicleGroup);
      if (!group?.isD2d || !seatsParty(group.seats, query.numberPassengers)) continue;
      charges.push({
        group,
        band,
        charge: {
          vehicleGrp: group.code,
          vehicleGrp_Desc: group.description,
          vehicleType: group.vehicleType,
          makeModel: group.makeModel,
          seats: group.seats,
          luggage: group.luggage,
          transmission: group.transmission,
          imageUrl: group.imageUrl,
          tripCharge: centsToAmount(band.tripCents),
          fromKms: band.fromKms,
          toKms: band.toKms,
        },
      });
    }
    charges.sort((a, b) => a.group.sortOrder - b.group.sortOrder);
    if (charges.length === 0)
      throw new DomainError('SEATING', D2D_MESSAGES.noVehicleSeats(query.numberPassengers));
    const free = await freeGroups(
      trip,
      pickUp,
      charges.map(({ group }) => group.code),
    );
    return {
      rate,
      trip,
      charges: charges.filter(({ group }) => free.has(group.code)),
      seating: charges,
      products: d2dProducts(products),
    };
  }

  /** Lines and total of a chosen group, extras and fee (VAT-exempt; accounts pay no fee). */
  async function price(query: D2dQuoteQuery, account: SessionAccount | null) {
    const { rate, trip, charges, seating, products } = await offer(query, account);
    const chosen = charges.find(({ group }) => group.code === query.vehicleGroup);
    if (!chosen && seating.some(({ group }) => group.code === query.vehicleGroup))
      throw new DomainError(
        'VEHICLE_UNAVAILABLE',
        D2D_SERVICE_MESSAGES.vehicleUnavailable(query.vehicleGroup),
      );
    if (!chosen) {
      const { groups } = await catalogue.get();
      const group = groups.get(query.vehicleGroup);
      if (!group?.isD2d)
        throw new DomainError(
          'UNKNOWN_VEHICLE_GROUP',
          D2D_MESSAGES.vehicleGroupNotD2d(query.vehicleGroup),
        );
      throw new DomainError(
        'SEATING',
        D2D_MESSAGES.vehicleTooSmall(query.vehicleGroup, query.numberPassengers),
      );
    }
    const lines: QuoteLine[] = [
      {
        quoteLineCode: 'R',
        quoteLineDesc1: 'Door2Door transfer',
        quoteLineDesc2: `${trip.tripKms} km (${chosen.band.fromKms}–${chosen.band.toKms} km band), ${chosen.group.description}`,
        quoteLineChrg: centsToAmount(chosen.band.tripCents),
        quoteLineUnitChrg: centsToAmount(chosen.band.tripCents),
        quoteLineChrgUnit: 'RENTAL',
      },
    ];
    let linesCents = chosen.band.tripCents;
    for (const selection of query.products) {
      const product = products.find((row) => row.code === selection.productCode);
      const trailerRefused =
        selection.productCode === PRODUCT_CODES.trailer && !offersTrailer(chosen.group.seats);
      if (!product || trailerRefused)
        throw new DomainError(
          'PRODUCT_NOT_OFFERED',
          MESSAGES.productNotOffered(selection.productCode),
        );
      if (selection.quantity > product.maxQuantity)
        throw new DomainError(
          'PRODUCT_NOT_OFFERED',
          QUOTE_MESSAGES.tooMany(product.maxQuantity, product.description),
        );
      const cents = product.chargeCents * selection.quantity;
      linesCents += cents;
      lines.push({
        quoteLineCode: product.code,
        quoteLineDesc1: product.description,
        quoteLineDesc2: `${selection.quantity} × per trip`,
        quoteLineChrg: centsToAmount(cents),
        quoteLineUnitChrg: centsToAmount(product.chargeCents),
        quoteLineChrgUnit: 'ITEM',
      });
    }
    const childSeats = childSeatsError(query.products, query.numberPassengers, chosen.group.seats);
    if (childSeats) throw new DomainError('PRODUCT_NOT_OFFERED', childSeats);
    const feeCents = account ? 0 : amountToCents(query.fee);
    const totalCents = linesCents + feeCents;
    const response: D2dQuoteResponse = {
      errors: SUCCESS,
      quoteNumber: '',
      requestedAccountType: account?.accountType ?? 'I',
      requestedPickUpBranch: trip.hubCode,
      vehicleGroup: chosen.group.code,
      vehicleGrp_Desc: chosen.group.description,
      rateCode: rate.code,
      rateDesc: rate.description,
      currency: 'ZAR',
      quoteLines: lines,
      fee: centsToAmount(feeCents),
      totalCharge: centsToAmount(totalCents),
      vatExempt: true,
      trip,
    };
    return { response, trip, feeCents, totalCents, group: chosen.group };
  }

  /** A saved D2D quote that may still be booked: known, unexpired, not booked yet. */
  async function confirmableQuote(quoteNumber: string) {
    const saved = await repository.findQuoteByNumber(quoteNumber);
    if (!saved) throw new DomainError('NOT_FOUND', MESSAGES.referenceNotFound);
    if (saved.expiresAt.getTime() < clock().getTime())
      throw new DomainError('QUOTE_EXPIRED', MESSAGES.quoteExpired(saved.quoteNumber));
    const confirmed = await repository.findConfirmation(saved.quoteNumber);
    if (confirmed)
      throw new DomainError(
        'QUOTE_ALREADY_CONFIRMED',
        MANAGE_MESSAGES.alreadyConfirmed(saved.quoteNumber, confirmed),
      );
    return saved;
  }

  /**
   * Billback is the accounts' only method and nobody else's (spec 001 §6); a card's expiry and
   * number, when given, pass the checks the site's step 2 makes. A method chosen that is the
   * other payers' is told so; none (or an unknown one) gets the spec's 'Please select Method of
   * payment.'
   */
  function checkD2dPayment(payment: Payment, account: SessionAccount | null) {
    const allowed = paymentTypesFor(account?.accountType ?? 'I');
    const problem = firstD2dPaymentError(payment, allowed, clock());
    if (!problem) return;
    const otherPayers = problem.field === 'moP_Type' ? otherPayersMethod(payment, account) : null;
    throw new DomainError('PAYMENT', otherPayers ?? problem.message);
  }

  /** The flight-number rule the form and the schema apply (`flightNumberError`), for any caller. */
  function checkFlight(details: D2dDetails) {
    const message = flightNumberError(details.pickupFlightType, details.pickupFlightNumber);
    if (message) throw new DomainError('VALIDATION', message);
  }

  function detailsOf(query: D2dDetails): D2dDetails {
    return {
      pickupFlightType: query.pickupFlightType,
      pickupFlightNumber: query.pickupFlightNumber,
      collectionArea: query.collectionArea,
    };
  }

  /** The request as stored: the client's tripKms replaced by the measured one. */
  function storedRequest(query: D2dQuoteQuery, trip: D2dTrip): D2dQuoteQuery {
    const { vehicleGroup, products, fee, ...search } = query;
    return { ...search, vehicleGroup, products, fee, tripKms: trip.tripKms };
  }

  return {
    async availability(
      query: D2dAvailabilityQuery,
      account: SessionAccount | null,
    ): Promise<D2dAvailabilityResponse> {
      const { rate, trip, charges, products } = await offer(query, account);
      const seats = Math.max(0, ...charges.map(({ group }) => group.seats));
      return {
        errors: SUCCESS,
        rates: {
          rate: [
            {
              rateCode: rate.code,
              rateDesc: rate.description,
              charges: charges.map((c) => c.charge),
            },
          ],
        },
        otherRates: [],
        trip,
        products: products
          .filter((row) => row.code !== PRODUCT_CODES.trailer || offersTrailer(seats))
          .map(toProduct),
      };
    },

    async quote(query: D2dQuoteQuery, account: SessionAccount | null): Promise<D2dQuoteResponse> {
      return (await price(query, account)).response;
    },

    /** Prices, stores and e-mails a quote (Send your quotation). */
    async save(
      query: D2dQuoteQuery & D2dDetails & { name: string; surname: string; emailAddress: string },
      account: SessionAccount | null,
      userId: string | null,
    ): Promise<D2dQuoteSaveResponse> {
      checkFlight(query);
      const { name, surname, emailAddress, ...rest } = query;
      const { response, trip, feeCents, totalCents } = await price(rest, account);
      const createdAt = clock();
      const expiresAt = quoteExpiry(createdAt);
      const email = emailAddress.toLowerCase();
      for (;;) {
        const quoteNumber = newReference('Q');
        const inserted = await repository.insertQuote({
          quoteNumber,
          record: { trip, details: detailsOf(query), feeCents, request: storedRequest(rest, trip) },
          tripProvider: trip.provider,
          tripMetres: trip.metres,
          hubCode: trip.hubCode,
          vehicleGroup: response.vehicleGroup,
          rateCode: response.rateCode,
          rateDesc: response.rateDesc,
          lines: response.quoteLines,
          totalCents,
          accountNo: account?.accountNo ?? null,
          accountType: account?.accountType ?? 'I',
          userId,
          firstName: name,
          lastName: surname,
          email,
          createdAt,
          expiresAt,
        });
        if (!inserted) continue;
        const expires = `${toLocalDateTime(expiresAt)}:59`;
        await mail.enqueueAndKick(
          d2dQuoteMail({
            quoteNumber,
            link: manageBookingLink(deps.publicUrl, quoteNumber),
            to: email,
            firstName: name,
            lastName: surname,
            quote: response,
            request: rest,
            details: detailsOf(query),
            pickUpDateTime: query.pickUpDateTime,
            validUntil: expires,
          }),
        );
        return { ...response, quoteNumber, expiresAt: expires, emailAddress: email };
      }
    },

    async findQuote(quoteNumber: string, email: string): Promise<D2dSavedQuote> {
      const row = await lookups.find(quoteNumber, () =>
        repository.findQuote(quoteNumber, email.trim().toLowerCase()),
      );
      const { groups } = await catalogue.get();
      const vehicle = groups.get(row.vehicleGroup)?.description ?? row.vehicleGroup;
      const confirmedAs = await repository.findConfirmation(row.quoteNumber);
      return toD2dSavedQuote(row, vehicle, clock(), confirmedAs);
    },

    /**
     * Books a trip through the one reservation writer: the hub's capacity row of the group is
     * locked, the occupied period checked, the row and its e-mail written in one transaction.
     */
    async book(
      query: D2dBookingQuery,
      account: SessionAccount | null,
      idempotencyKey: string | undefined,
      userId: string | null,
    ): Promise<D2dBookingResponse> {
      const idempotency: Idempotency = {
        key: idempotencyKey,
        scope: 'd2d-booking',
        request: query,
      };
      const answer: BookingResponse = await writer.write(idempotency, async () => {
        const renterDetails = {
          ...query.customerDetails,
          renterDrivingLicenseCode:
            query.customerDetails.renterDrivingLicenseCode || D2D_LICENCE_CODE,
        };
        const renterError = firstCustomerDetailsError(renterDetails, { isD2D: true });
        if (renterError) throw new DomainError('CUSTOMER_DETAILS', renterError.message);
        requireAskedAccount(query, account);
        checkD2dPayment(query.payment, account);
        checkFlight(query);
        const { customerDetails, payment, quoteNumber, expectedTotal, ...rest } = query;
        const priced = await price(rest, account);
        const quoted = quoteNumber ? await confirmableQuote(quoteNumber) : undefined;
        if (
          quoted &&
          pricingInputs(quoted.record.request, quoted.rateCode) ===
            pricingInputs(rest, priced.response.rateCode)
        ) {
          // Charged as quoted (DESIGN.md §7): the saved lines, fee, total and measured trip.
          priced.response.quoteLines = quoted.lines;
          priced.totalCents = quoted.totalCents;
          priced.feeCents = quoted.record.feeCents;
          priced.trip = quoted.record.trip;
        }
        const pickUpAt = parseLocalDateTime(query.pickUpDateTime)!;
        const seen =
          expectedTotal === undefined ? quoted?.totalCents : amountToCents(expectedTotal);
        const money = (cents: number) => formatMoney({ cents, currency: 'ZAR' });
        const warning =
          seen !== undefined && seen !== priced.totalCents
            ? BOOKING_MESSAGES.priceChanged(money(seen), money(priced.totalCents))
            : '';
        const details = detailsOf(query);
        // The customer's times stay pick-up and drop-off; the hub's vehicle is away longer.
        const occupied = tripPeriod(priced.trip, pickUpAt);
        const billing = { payment: paymentRecord(payment), accountNo: account?.accountNo ?? null };
        const billed = await billedAccountOf(billing, accounts);
        return {
          reservation: {
            pickUpBranch: priced.trip.hubCode,
            dropOffBranch: priced.trip.hubCode,
            vehicleGroup: priced.group.code,
            pickUpAt,
            dropOffAt: addMinutes(pickUpAt, tripMinutes(priced.trip.tripKms)),
            occupiedFrom: occupied.start,
            occupiedUntil: occupied.end,
            rateCode: priced.response.rateCode,
            rateDesc: priced.response.rateDesc,
            // A car rental's request column; the D2D request itself is kept in `d2d`.
            request: storedRequest(rest, priced.trip) as unknown as QuoteQuery,
            lines: priced.response.quoteLines,
            totalCents: priced.totalCents,
            liabilityCents: 0,
            currency: 'ZAR',
            renterEmail: customerDetails.renterEmail.toLowerCase(),
            customer: renterDetails,
            ...billing,
            accountType: account?.accountType ?? 'I',
            quoteNumber: quoted?.quoteNumber ?? null,
            d2d: {
              trip: priced.trip,
              details,
              feeCents: priced.feeCents,
              request: storedRequest(rest, priced.trip),
            },
            tripProvider: priced.trip.provider,
            tripMetres: priced.trip.metres,
            ...(userId ? { userId } : {}),
          },
          vehicle: priced.group.description,
          warning,
          mail: (row) => d2dBookingMail(row, priced.group.description, billed),
        };
      });
      // The trip as written: the same for a first answer and for a replay of it.
      const stored = await repository.findReservationD2d(answer.reservationNumber);
      if (!stored) throw new DomainError('NOT_FOUND', MESSAGES.referenceNotFound);
      return { ...answer, trip: stored.trip, fee: centsToAmount(stored.feeCents) };
    },

    /** The account's D2D bands with their prices; the signed-in owner only. */
    async rates(accountNo: string, account: SessionAccount | null): Promise<D2dRateBand[]> {
      const owner = ownerOf(accountNo, account);
      const rate = await rateOf(owner);
      const bands = new Map<number, D2dRateBand>();
      for (const band of rate.bands) {
        const entry = bands.get(band.fromKms) ?? {
          rateCode: rate.code,
          accountName: owner.accountName,
          fromKms: band.fromKms,
          toKms: band.toKms,
          charges: [],
        };
        entry.charges.push({
          vehicleGrp: band.vehicleGroup,
          tripCharge: centsToAmount(band.tripCents),
        });
        bands.set(band.fromKms, entry);
      }
      return [...bands.values()];
    },

    async customerInformation(accountNo: string, account: SessionAccount | null) {
      const owner = ownerOf(accountNo, account, MESSAGES.accountDetailsSignInRequired);
      return {
        errors: SUCCESS,
        accountNo: owner.accountNo,
        accountName: owner.accountName,
        addresses: { customerAddress: await repository.listAddresses(owner.accountNo) },
      };
    },

    /** A fresh voucher number for the account's next booking (not stored: the booking keeps it). */
    voucher(accountNo: string, account: SessionAccount | null) {
      const owner = ownerOf(accountNo, account, MESSAGES.accountDetailsSignInRequired);
      return {
        errors: SUCCESS,
        voucherNumber: `V${owner.accountNo}-${newReference('Q').slice(1)}`,
      };
    },
  };
}

/**
 * A request made for a corporate or tour account that the session does not hold (it ended, or
 * another tab signed out) is told to sign in, not priced or booked as a visitor's.
 */
function requireAskedAccount(
  query: { accountType: SessionAccount['accountType'] | 'I' },
  account: SessionAccount | null,
) {
  if (query.accountType !== 'I' && account?.accountType !== query.accountType)
    throw new DomainError('ACCOUNT_SIGN_IN_REQUIRED', MESSAGES.accountSignInRequired);
}

/**
 * Why a method of payment that is not this payer's was refused, when it is the other payers':
 * a card chosen by an account, billback by anyone else; null for none or an unknown one.
 */
function otherPayersMethod(payment: Payment, account: SessionAccount | null): string | null {
  if (account)
    return (CARD_TYPES as readonly string[]).includes(payment.moP_Type)
      ? D2D_SERVICE_MESSAGES.accountPaysByBillback
      : null;
  return payment.moP_Type === 'AC' ? D2D_SERVICE_MESSAGES.billbackForAccounts : null;
}

/** The town of an address: its last part before the postal code ('…, Cape Town, 7490' → 'Cape Town'). */
function townOf(address: string): string {
  const parts = address.split(',').map((part) => part.trim());
  return parts.filter((part) => part !== '' && !/^\d+$/.test(part)).at(-1) ?? address;
}

/**
 * The signed-in account when it is the one asked about; anyone else is refused (DESIGN.md §6).
 * Without a session the caller is asked to sign in, for its rates or (`signInMessage`) its details.
 */
function ownerOf(
  accountNo: string,
  account: SessionAccount | null,
  signInMessage: string = MESSAGES.accountSignInRequired,
): SessionAccount {
  if (!account) throw new DomainError('ACCOUNT_SIGN_IN_REQUIRED', signInMessage);
  if (account.accountNo !== accountNo)
    throw new DomainError('FORBIDDEN', D2D_MESSAGES.customerNotOwner);
  return account;
}

export type D2dService = ReturnType<typeof createD2dService>;
