import { SUCCESS } from '@bluu/contracts/api-errors';
import { branchHoursMessage } from '@bluu/contracts/availability-rules';
import { MANAGE_MESSAGES } from '@bluu/contracts/manage';
import { MESSAGES } from '@bluu/contracts/messages';
import { centsToAmount } from '@bluu/contracts/money';
import {
  PRODUCT_CODES,
  QUOTE_MESSAGES,
  type QuoteLine,
  type QuoteQuery,
  type QuoteReminderResponse,
  type QuoteResponse,
  type QuoteSaveResponse,
} from '@bluu/contracts/quote';
import { quoteExpiry, toLocalDateTime } from '@bluu/contracts/time';
import type { Clock } from '../../clock.ts';
import { DomainError } from '../../errors.ts';
import { newReference } from '../../lib/references.ts';
import type { SessionAccount } from '../accounts/session-account.ts';
import type { AvailabilityService, EvaluateOptions } from '../availability/availability.service.ts';
import type { CatalogueSource, ProductRow } from '../catalogue/catalogue.ts';
import { manageBookingLink } from '../mail/links.ts';
import { sameEmail, type LookupGuard } from '../manage/lookup-guard.ts';
import type { MailService } from '../mail/mail.module.ts';
import { isWaiverOffered, priceRental, tripTerms, type PricedLine } from '../pricing/pricing.ts';
import { offeredProducts } from '../products/products.ts';
import { renderQuoteEmail } from './quote-email.ts';
import type { QuoteRepository } from './quotes.repository.ts';

interface Deps {
  availability: AvailabilityService;
  quotes: QuoteRepository;
  catalogue: CatalogueSource;
  mail: MailService;
  clock: Clock;
  publicUrl: string;
  /** Counts failed look-ups per reference (the quote reminder looks one up by its e-mail). */
  lookups: LookupGuard;
  /** The live (not cancelled) reservation a quote was confirmed as, if any. */
  findConfirmation: (quoteNumber: string) => Promise<{ reservationNumber: string } | undefined>;
}

export interface QuoteContact {
  name: string;
  surname: string;
  emailAddress: string;
}

function toWireLine(line: PricedLine): QuoteLine {
  return {
    quoteLineCode: line.code,
    quoteLineDesc1: line.desc1,
    quoteLineDesc2: line.desc2,
    quoteLineChrg: centsToAmount(line.chargeCents),
    quoteLineUnitChrg: centsToAmount(line.unitCents),
    quoteLineChrgUnit: line.unit,
  };
}

/** The chosen extras with their quantities; the additional-driver count is the ADW quantity. */
function chosenExtras(query: QuoteQuery, offered: ProductRow[]) {
  const codes = new Set(query.products.map((product) => product.productCode));
  if (query.pai === 'Y') codes.add(PRODUCT_CODES.personalAccident);
  const hasDriverExtra = codes.has(PRODUCT_CODES.additionalDriver);
  if (hasDriverExtra !== query.additionalDrivers > 0)
    throw new DomainError('ADDITIONAL_DRIVERS', MESSAGES.additionalDrivers);

  return [...codes].map((code) => {
    const product = offered.find((row) => row.code === code);
    if (!product) throw new DomainError('PRODUCT_NOT_OFFERED', MESSAGES.productNotOffered(code));
    const requested = query.products.find((selection) => selection.productCode === code);
    const quantity =
      code === PRODUCT_CODES.additionalDriver
        ? query.additionalDrivers
        : (requested?.quantity ?? 1);
    if (quantity > product.maxQuantity)
      throw new DomainError(
        'PRODUCT_NOT_OFFERED',
        QUOTE_MESSAGES.tooMany(product.maxQuantity, product.description),
      );
    return { product, quantity };
  });
}

export function createQuoteService({
  availability,
  quotes,
  catalogue,
  mail,
  clock,
  publicUrl,
  lookups,
  findConfirmation,
}: Deps) {
  /** A saved quote for its contact; a wrong e-mail answers exactly like an unknown number. */
  async function findForContact(quoteNumber: string, emailAddress: string) {
    const row = await lookups.find(quoteNumber, async () => {
      const found = await quotes.findByNumber(quoteNumber);
      return found && sameEmail(found.email, emailAddress) ? found : null;
    });
    if (row.expiresAt.getTime() < clock().getTime())
      throw new DomainError('QUOTE_EXPIRED', MESSAGES.quoteExpired(row.quoteNumber));
    return row;
  }

  /** Prices a selection from scratch; every rule of the search applies again. */
  async function price(
    query: QuoteQuery,
    account: SessionAccount | null,
    options: EvaluateOptions = {},
  ) {
    const evaluation = await availability.evaluate(query, account, options);
    if (evaluation.closedEnd)
      throw new DomainError('OUTSIDE_BRANCH_HOURS', branchHoursMessage(evaluation.closedEnd));
    const free = evaluation.free.find(({ group }) => group.code === query.vehicleGroup);
    if (!free)
      throw new DomainError(
        'VEHICLE_UNAVAILABLE',
        MESSAGES.vehicleGroupUnavailable(query.vehicleGroup),
      );
    if (!isWaiverOffered(free.charge, query.selectedWaiver))
      throw new DomainError('WAIVER_NOT_OFFERED', MESSAGES.waiverNotOffered(query.selectedWaiver));

    const offered = offeredProducts(evaluation.catalogue.products, evaluation, free.group);
    const trip = tripTerms(evaluation);
    const { days, currency } = trip;
    const priced = priceRental({
      ...trip,
      groupDescription: free.group.description,
      rate: free.charge,
      waiver: query.selectedWaiver,
      extras: chosenExtras(query, offered),
    });
    const response: QuoteResponse = {
      errors: SUCCESS,
      quoteNumber: '',
      rentalDuration: days,
      requestedAccountType: query.accountType,
      requestedPickUpBranch: evaluation.pickUpBranch.branchCode,
      vehicleGroup: free.group.code,
      rateCode: evaluation.rate.code,
      rateDesc: evaluation.rate.description,
      selectedWaiver: query.selectedWaiver,
      currency,
      quoteLines: priced.lines.map(toWireLine),
      totalCharge: centsToAmount(priced.totalCents),
      liability: centsToAmount(priced.liabilityCents),
    };
    return {
      response,
      lines: priced.lines,
      totalCents: priced.totalCents,
      liabilityCents: priced.liabilityCents,
      evaluation,
      group: free.group,
    };
  }

  return {
    price,

    async quote(query: QuoteQuery, account: SessionAccount | null): Promise<QuoteResponse> {
      return (await price(query, account)).response;
    },

    /** Prices and stores a quote for a contact; valid until the end of the day two days on. */
    async save(
      query: QuoteQuery & QuoteContact,
      account: SessionAccount | null,
      /** The signed-in individual the quote belongs to. */
      userId?: string | null,
    ): Promise<QuoteSaveResponse> {
      const { name, surname, emailAddress, ...request } = query;
      const { response, totalCents } = await price(request, account);
      const createdAt = clock();
      const expiresAt = quoteExpiry(createdAt);
      for (;;) {
        const quoteNumber = newReference('Q');
        const inserted = await quotes.insert({
          quoteNumber,
          // The resolved rate is kept so a later confirmation prices under the same code.
          request: { ...request, rateCode: response.rateCode, rateDesc: response.rateDesc },
          lines: response.quoteLines,
          totalCents,
          currency: response.currency,
          accountNo: account?.accountNo ?? null,
          userId: userId ?? null,
          accountType: query.accountType,
          firstName: name,
          lastName: surname,
          email: emailAddress.toLowerCase(),
          createdAt,
          expiresAt,
        });
        if (inserted)
          return { ...response, quoteNumber, expiresAt: `${toLocalDateTime(expiresAt)}:59` };
      }
    },

    /**
     * E-mails a saved, unexpired quote that is not booked yet to its contact, greeting them by the
     * names stored with it (never by names a caller sends).
     */
    async remind(request: {
      quoteNumber: string;
      emailAddress: string;
    }): Promise<QuoteReminderResponse> {
      const row = await findForContact(request.quoteNumber, request.emailAddress);
      const confirmed = await findConfirmation(row.quoteNumber);
      if (confirmed)
        throw new DomainError(
          'QUOTE_ALREADY_CONFIRMED',
          MANAGE_MESSAGES.alreadyConfirmed(row.quoteNumber, confirmed.reservationNumber),
        );
      const { branchByCode, groups } = await catalogue.get();
      const query = row.request;
      const branchName = (code: string) => branchByCode.get(code)?.branchName ?? code;
      const email = renderQuoteEmail({
        quoteNumber: row.quoteNumber,
        firstName: row.firstName,
        lastName: row.lastName,
        pickUp: { branchName: branchName(query.pickUpBranch), dateTime: query.pickUpDateTime },
        dropOff: { branchName: branchName(query.dropOffBranch), dateTime: query.dropOffDateTime },
        vehicle: groups.get(query.vehicleGroup)?.description ?? query.vehicleGroup,
        rateDesc: query.rateDesc,
        lines: row.lines,
        totalCents: row.totalCents,
        currency: row.currency,
        validUntil: `${toLocalDateTime(row.expiresAt)}:59`,
        link: manageBookingLink(publicUrl, row.quoteNumber),
        accountNo: row.accountNo,
      });
      await mail.enqueueAndKick({ kind: 'quote', to: row.email, ...email });
      return { errors: SUCCESS, quoteNumber: row.quoteNumber, emailAddress: row.email };
    },
  };
}

export type QuoteService = ReturnType<typeof createQuoteService>;
