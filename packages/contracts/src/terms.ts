/** The renter terms of spec 001 §1, shown on the quote, booking and confirmation screens and in e-mails. */
export const RENTER_TERMS = [
  'The renter must be at least 21 years old.',
  'The renter needs a valid driving licence and a major credit card. Debit cards are not accepted.',
  'At collection the card is held for an authorisation of the estimated rental cost plus the liability (excess).',
  'Rates include VAT.',
  'Foreign driving licences are accepted only if they are in English and carry a photograph; otherwise an international driving licence is needed.',
] as const;

/**
 * The renter terms of a rental billed back to its account (spec 001 §6: accounts pay by billback
 * only): the terms that ask for a major credit card and hold it at collection are left out, the
 * licence asked for alone. Repeated in the account's quote and reservation mails.
 */
export const BILLBACK_TERMS: readonly string[] = RENTER_TERMS.flatMap((term) => {
  if (term.includes('credit card')) return ['The renter needs a valid driving licence.'];
  return term.includes('card') ? [] : [term];
});
