import { hasVisibleText, isEmail } from '@bluu/contracts/validators';

/** Messages of the send-quote dialog (spec 000 §5). */
export const SEND_QUOTE_MESSAGES = {
  firstName: 'Please enter your First name.',
  lastName: 'Please enter your Last name.',
  email: 'Please enter a valid Email address.',
  consent: 'Please confirm you have read and accept the Terms & Conditions.',
} as const;

export interface SendQuoteValues {
  name: string;
  surname: string;
  emailAddress: string;
  consent: boolean;
}

export type SendQuoteField = keyof SendQuoteValues;

/** Whom a quotation is sent to. */
export interface QuoteContact {
  name: string;
  surname: string;
  emailAddress: string;
}

/** A sent quotation: its reference and where it went. */
export interface SentQuote {
  quoteNumber: string;
  emailAddress: string;
}

export const INITIAL_SEND_QUOTE_VALUES: SendQuoteValues = {
  name: '',
  surname: '',
  emailAddress: '',
  consent: false,
};

/** The first unmet requirement, in form order: first name, last name, e-mail, consent. */
export function firstSendQuoteError(
  values: SendQuoteValues,
): { field: SendQuoteField; message: string } | null {
  if (!hasVisibleText(values.name))
    return { field: 'name', message: SEND_QUOTE_MESSAGES.firstName };
  if (!hasVisibleText(values.surname))
    return { field: 'surname', message: SEND_QUOTE_MESSAGES.lastName };
  if (!isEmail(values.emailAddress.trim()))
    return { field: 'emailAddress', message: SEND_QUOTE_MESSAGES.email };
  if (!values.consent) return { field: 'consent', message: SEND_QUOTE_MESSAGES.consent };
  return null;
}

/** `quoteSentMessage('a@b.co', 'Q123') === 'Your quotation has been sent to a@b.co. Your quote reference is Q123.'` */
export function quoteSentMessage(emailAddress: string, quoteNumber: string): string {
  return `Your quotation has been sent to ${emailAddress}. Your quote reference is ${quoteNumber}.`;
}
