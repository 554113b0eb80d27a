/** The renter terms of spec 001 §1, shown on the quote, booking and confirmation screens and in e-mails. */
export const RENTER_TERMS = [
  'The renter must be at least 21 years old.',
  'The renter needs a valid driving licence and a major credit card. Debit cards are not accepted.',
  'At collection the card is held for an authorisation of the estimated rental cost plus the liability (excess).',
  'Rates include VAT.',
  'Foreign driving licences are accepted only if they are in English and carry a photograph; otherwise an international driving licence is needed.',
] as const;
