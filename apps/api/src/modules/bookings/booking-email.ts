import type { Branch } from '@bluu/contracts/branch';
import { formatMoney, type CurrencyCode } from '@bluu/contracts/money';
import type { QuoteLine } from '@bluu/contracts/quote';
import escapeHtml from 'escape-html';
import { quoteLinesHtml, quoteLinesText } from '../mail/quote-lines.ts';
import { createEvents, type EventAttributes } from 'ics';
import { RENTER_TERMS } from '@bluu/contracts/terms';

export interface BookingEmailData {
  reservationNumber: string;
  firstName: string;
  lastName: string;
  vehicle: string;
  rateDesc: string;
  pickUp: { branch: Branch; dateTime: string; at: Date };
  dropOff: { branch: Branch; dateTime: string; at: Date };
  lines: QuoteLine[];
  totalCents: number;
  liabilityCents: number;
  currency: CurrencyCode;
  paymentDescription: string;
  manageLink: string;
  /** For a modification or extension: what changed, one line each. */
  changes?: string[];
}

function utcArray(at: Date): [number, number, number, number, number] {
  return [
    at.getUTCFullYear(),
    at.getUTCMonth() + 1,
    at.getUTCDate(),
    at.getUTCHours(),
    at.getUTCMinutes(),
  ];
}

/** Two calendar events, pick-up and drop-off, each an hour long at its branch. */
export function bookingCalendar(data: BookingEmailData): string {
  const event = (label: string, leg: BookingEmailData['pickUp']): EventAttributes => ({
    uid: `${data.reservationNumber}-${label.toLowerCase().replace(/\W+/g, '-')}@bluu.co.za`,
    title: `${label}: ${data.vehicle} (${data.reservationNumber})`,
    description: `Bluu reservation ${data.reservationNumber}. Manage your booking: ${data.manageLink}`,
    location: `${leg.branch.branchName}, ${leg.branch.address}`,
    start: utcArray(leg.at),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { hours: 1 },
    url: data.manageLink,
    status: 'CONFIRMED',
    productId: 'bluu/reservations',
  });
  const { error, value } = createEvents([
    event('Vehicle pick-up', data.pickUp),
    event('Vehicle drop-off', data.dropOff),
  ]);
  if (error || !value) throw error ?? new Error('calendar not created');
  return value;
}

/** The confirmation e-mail: every detail, the lines and total, the renter terms and an .ics. */
export function renderBookingEmail(data: BookingEmailData, kind: 'confirmation' | 'modification') {
  const total = formatMoney({ cents: data.totalCents, currency: data.currency });
  const liability = formatMoney({ cents: data.liabilityCents, currency: data.currency });
  const heading =
    kind === 'confirmation'
      ? `Your reservation ${data.reservationNumber} is confirmed`
      : `Your reservation ${data.reservationNumber} has been changed`;
  const leg = (label: string, value: BookingEmailData['pickUp']) =>
    `${label}: ${value.branch.branchName}, ${value.dateTime} (${value.branch.address}; ${value.branch.telephone})`;

  const text = [
    `Dear ${data.firstName} ${data.lastName},`,
    '',
    `${heading}.`,
    '',
    ...(data.changes?.length
      ? ['What changed:', ...data.changes.map((change) => `  ${change}`), '']
      : []),
    `Reservation number: ${data.reservationNumber}`,
    `Vehicle: ${data.vehicle}`,
    `Rate: ${data.rateDesc}`,
    leg('Pick-up', data.pickUp),
    leg('Drop-off', data.dropOff),
    `Payment: ${data.paymentDescription}`,
    '',
    ...quoteLinesText(data.lines, data.currency),
    `Total Cost: ${total} (${data.currency}, VAT included)`,
    `Card authorisation at collection: the estimated rental cost plus the liability of ${liability}.`,
    '',
    ...RENTER_TERMS,
    '',
    `Manage your booking: ${data.manageLink}`,
    'The calendar file attached holds your pick-up and drop-off.',
    'Bluu Car Rental · 086 101 7722 · reservations@bluu.co.za',
  ].join('\n');

  const rows = quoteLinesHtml(data.lines, data.currency);
  const html = `<!doctype html><html lang="en"><body style="font-family:Arial,sans-serif;color:#1a2433">
<h1 style="color:#0b3d91">${escapeHtml(heading)}</h1>
<p>Dear ${escapeHtml(data.firstName)} ${escapeHtml(data.lastName)},</p>
${data.changes?.length ? `<h2>What changed</h2><ul>${data.changes.map((change) => `<li>${escapeHtml(change)}</li>`).join('')}</ul>` : ''}
<table role="presentation" cellpadding="4">
<tr><td>Reservation number</td><td><strong>${escapeHtml(data.reservationNumber)}</strong></td></tr>
<tr><td>Vehicle</td><td>${escapeHtml(data.vehicle)}</td></tr>
<tr><td>Rate</td><td>${escapeHtml(data.rateDesc)}</td></tr>
<tr><td>Pick-up</td><td>${escapeHtml(leg('', data.pickUp).slice(2))}</td></tr>
<tr><td>Drop-off</td><td>${escapeHtml(leg('', data.dropOff).slice(2))}</td></tr>
<tr><td>Payment</td><td>${escapeHtml(data.paymentDescription)}</td></tr>
</table>
<table cellpadding="4" style="border-collapse:collapse;min-width:420px">${rows}
<tr><th align="left" colspan="2" style="border-top:2px solid #0b3d91">Total Cost</th><th align="right" style="border-top:2px solid #0b3d91">${escapeHtml(total)}</th></tr>
</table>
<p>Amounts in ${escapeHtml(data.currency)}, VAT included. Card authorisation at collection: the estimated rental cost plus the liability of ${escapeHtml(liability)}.</p>
<ul>${RENTER_TERMS.map((term) => `<li>${escapeHtml(term)}</li>`).join('')}</ul>
<p><a href="${escapeHtml(data.manageLink)}">Manage your booking</a></p>
<p style="font-size:12px;color:#555">Bluu Car Rental · 086 101 7722 · reservations@bluu.co.za</p>
</body></html>`;

  return {
    subject: `${heading} – Bluu Car Rental`,
    text,
    html,
    attachments: [
      {
        filename: `bluu-${data.reservationNumber}.ics`,
        contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
        content: Buffer.from(bookingCalendar(data)).toString('base64'),
      },
    ],
  };
}

/** The cancellation e-mail. */
export function renderCancellationEmail(data: {
  reservationNumber: string;
  firstName: string;
  lastName: string;
  vehicle: string;
  pickUp: string;
  dropOff: string;
}) {
  const heading = `Your reservation ${data.reservationNumber} has been cancelled`;
  const text = [
    `Dear ${data.firstName} ${data.lastName},`,
    '',
    `${heading}.`,
    '',
    `Vehicle: ${data.vehicle}`,
    `Pick-up: ${data.pickUp}`,
    `Drop-off: ${data.dropOff}`,
    '',
    'No further charges apply to this reservation. We hope to see you again.',
    'Bluu Car Rental · 086 101 7722 · reservations@bluu.co.za',
  ].join('\n');
  const html = `<!doctype html><html lang="en"><body style="font-family:Arial,sans-serif;color:#1a2433">
<h1 style="color:#0b3d91">${escapeHtml(heading)}</h1>
<p>Dear ${escapeHtml(data.firstName)} ${escapeHtml(data.lastName)},</p>
<p>Vehicle: ${escapeHtml(data.vehicle)}<br>Pick-up: ${escapeHtml(data.pickUp)}<br>Drop-off: ${escapeHtml(data.dropOff)}</p>
<p>No further charges apply to this reservation. We hope to see you again.</p>
<p style="font-size:12px;color:#555">Bluu Car Rental · 086 101 7722 · reservations@bluu.co.za</p>
</body></html>`;
  return { subject: `${heading} – Bluu Car Rental`, text, html };
}
