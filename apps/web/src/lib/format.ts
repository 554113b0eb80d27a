/** The en-ZA date texts are shared with the e-mails, which show dates as the site does. */
export {
  formatLocalDate,
  formatLocalDateTime,
  formatLocalDateTimeText,
} from '@bluu/contracts/display-time';

/** A dialling link for a South African number: `telHref('086 101 7722') === 'tel:+27861017722'`. */
export function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return `tel:${digits.startsWith('0') ? `+27${digits.slice(1)}` : `+${digits}`}`;
}
