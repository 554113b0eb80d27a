import { RESERVATIONS_EMAIL, SUPPORT_PHONE } from '@bluu/contracts/constants';
import { formatMoney } from '@bluu/contracts/money';
import { BILLBACK_TERMS, RENTER_TERMS } from '@bluu/contracts/terms';
import { describe, expect, it } from 'vitest';
import { EMAIL_FOOTER, renderEmail } from '../src/modules/mail/layout.ts';
import { manageBookingLink } from '../src/modules/mail/links.ts';
import { renderQuoteEmail } from '../src/modules/quotes/quote-email.ts';

const evil = '<script>alert("x")</script> & "quotes"';
const rand = (cents: number) => formatMoney({ cents, currency: 'ZAR' });

describe('the e-mail layout', () => {
  const mail = renderEmail({
    subject: `Subject ${evil}`,
    heading: `Heading ${evil}`,
    to: { firstName: evil, lastName: 'Nkosi' },
    intro: `Intro ${evil}.`,
    blocks: [
      { paragraph: [evil, { label: evil, href: `https://bluu.example/?a=1&b=${evil}` }] },
      { details: [[evil, evil]] },
      { titled: evil, items: [evil] },
      { bullets: [evil] },
      {
        charges: {
          lines: [
            {
              quoteLineCode: 'R',
              quoteLineDesc1: evil,
              quoteLineDesc2: evil,
              quoteLineChrg: 100,
              quoteLineUnitChrg: 50,
              quoteLineChrgUnit: 'DAY',
            },
          ],
          totalCents: 10_000,
          currency: 'ZAR',
        },
        notes: [evil],
      },
    ],
  });

  it('escapes every value in the HTML part', () => {
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('"quotes"');
    expect(mail.html).toContain(
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &quot;quotes&quot;',
    );
    expect(mail.html).toContain('href="https://bluu.example/?a=1&amp;b=&lt;script&gt;');
  });

  it('keeps the text part as typed, and ends both parts with the contact footer', () => {
    expect(mail.text.startsWith(`Dear ${evil} Nkosi,\n\nIntro ${evil}.\n`)).toBe(true);
    expect(mail.text).toContain(`${evil}: https://bluu.example/?a=1&b=${evil}`);
    expect(mail.text.endsWith(EMAIL_FOOTER)).toBe(true);
    expect(EMAIL_FOOTER).toContain(SUPPORT_PHONE);
    expect(EMAIL_FOOTER).toContain(RESERVATIONS_EMAIL);
    expect(mail.html).toContain(EMAIL_FOOTER);
  });

  it('sets the footer off from the last block by a blank line in the text part', () => {
    expect(mail.text.endsWith(`\n\n${EMAIL_FOOTER}`)).toBe(true);
    const short = renderEmail({
      subject: 's',
      heading: 'h',
      to: { firstName: 'Thandi', lastName: '' },
      intro: 'Intro.',
      blocks: [{ paragraph: ['Last words.'] }],
    });
    expect(short.text).toBe(`Dear Thandi,\n\nIntro.\n\nLast words.\n\n${EMAIL_FOOTER}`);
  });

  it('shows typed text as paragraphs and line breaks, escaped, without empty lines or bullets', () => {
    const typed = renderEmail({
      subject: 's',
      heading: 'h',
      to: { firstName: 'Thandi', lastName: '' },
      intro: 'Intro.',
      blocks: [{ title: 'Message', typed: `\nHi,\r\n${evil}\r\n \r\n\r\nBye  \n\n` }],
    });
    expect(typed.text).toContain(`\nMessage:\nHi,\n${evil}\n\nBye\n\n${EMAIL_FOOTER}`);
    expect(typed.html).toMatch(
      /<h2[^>]*>Message<\/h2><p[^>]*>Hi,<br>&lt;script&gt;alert\(&quot;x&quot;\)&lt;\/script&gt; &amp; &quot;quotes&quot;<\/p><p[^>]*>Bye<\/p>/,
    );
    expect(typed.html).not.toContain('<li>');
  });
});

describe('the charges of a Door2Door transfer', () => {
  const transfer = renderEmail({
    subject: 's',
    heading: 'h',
    to: { firstName: 'Thandi', lastName: '' },
    intro: 'Intro.',
    blocks: [
      {
        charges: {
          lines: [
            {
              quoteLineCode: 'R',
              quoteLineDesc1: 'Door2Door transfer',
              quoteLineDesc2: '32 km',
              quoteLineChrg: 650,
              quoteLineUnitChrg: 650,
              quoteLineChrgUnit: 'RENTAL',
            },
          ],
          totalCents: 80_000,
          currency: 'ZAR',
          rentalTitle: 'Transfer costs',
          feeCents: 15_000,
        },
        vatExempt: true,
      },
    ],
  });

  it('title the lines Transfer costs and give the additional fee a row before the total', () => {
    expect(transfer.text).toContain(
      [
        'Transfer costs:',
        `  Door2Door transfer (32 km): ${rand(65_000)}`,
        '',
        'Additional fee:',
        `  Fee: ${rand(15_000)}`,
        '',
        `Total Cost: ${rand(80_000)} (ZAR)`,
      ].join('\n'),
    );
    expect(transfer.text).not.toContain('Rental costs');
    expect(transfer.html).toContain('>Transfer costs</th>');
    const rows = transfer.html.slice(transfer.html.indexOf('Door2Door transfer</td>'));
    expect(rows).toMatch(
      new RegExp(
        `^[^\\n]*${rand(65_000)}</td></tr>` +
          '<tr><th[^>]*>Additional fee</th></tr>' +
          `<tr><td[^>]*>Fee</td><td></td><td align="right"[^>]*>${rand(15_000)}</td></tr>` +
          '<tr><th[^>]*>Total Cost</th>',
      ),
    );
  });
});

describe('manageBookingLink', () => {
  it('builds the Manage Booking link once, encoding the reference', () => {
    expect(manageBookingLink('https://bluu.example/', 'R23456789')).toBe(
      'https://bluu.example/manage-booking/?reference=R23456789',
    );
    expect(manageBookingLink('https://bluu.example', 'R1&x=<y>')).toBe(
      'https://bluu.example/manage-booking/?reference=R1%26x%3D%3Cy%3E',
    );
  });
});

describe('the quote e-mail', () => {
  it('carries the renter terms of the contracts, word for word', () => {
    const mail = renderQuoteEmail({
      quoteNumber: 'Q23456789',
      firstName: 'Thandi',
      lastName: 'Nkosi',
      pickUp: { branchName: 'Johannesburg Airport', dateTime: '2026-12-02 10:00' },
      dropOff: { branchName: 'Johannesburg Airport', dateTime: '2026-12-05 10:00' },
      vehicle: 'Group A1',
      rateDesc: 'Local rate',
      lines: [],
      totalCents: 150_000,
      currency: 'ZAR',
      validUntil: '2026-12-03 23:59:59',
      link: manageBookingLink('https://bluu.example', 'Q23456789'),
    });
    expect(mail.subject).toBe('Your Bluu quotation Q23456789');
    for (const term of RENTER_TERMS) expect(mail.text).toContain(term);
    expect(mail.text).toContain(
      'View your quote: https://bluu.example/manage-booking/?reference=Q23456789',
    );
    expect(mail.text.endsWith(EMAIL_FOOTER)).toBe(true);
    expect(mail.text).not.toContain('Sign in to the account');
  });

  it("of an account's quote says to sign in to the account to view it, with the billback terms", () => {
    const mail = renderQuoteEmail({
      quoteNumber: 'Q23456790',
      firstName: 'Thandi',
      lastName: 'Nkosi',
      pickUp: { branchName: 'Johannesburg Airport', dateTime: '2026-12-02 10:00' },
      dropOff: { branchName: 'Johannesburg Airport', dateTime: '2026-12-05 10:00' },
      vehicle: 'Group A1',
      rateDesc: 'Corporate Standard Rate',
      lines: [],
      totalCents: 150_000,
      currency: 'ZAR',
      validUntil: '2026-12-03 23:59:59',
      link: manageBookingLink('https://bluu.example', 'Q23456790'),
      accountNo: 'C10001',
    });
    expect(mail.text).toContain(
      'View your quote: https://bluu.example/manage-booking/?reference=Q23456790',
    );
    expect(mail.text).toContain('Sign in to the account C10001 to view it.');
    expect(mail.html).toContain('Sign in to the account C10001 to view it.');
    // Accounts pay by billback (spec 001 §6): no card asked for or held.
    for (const term of BILLBACK_TERMS) expect(mail.text).toContain(term);
    expect(mail.text).not.toMatch(/credit card|authorisation/);
  });
});

describe('the HTML part on a 360 px phone', () => {
  const longName = 'Bartholomew-Maximilian-Alexander-Christopherson-Vanderbijlpark';
  const longEmail = 'bartholomew.maximilian.alexander.christopherson@verylongcompanyname.co.za';
  const longAddress =
    'Unit 1234, The Extraordinarily Long Named Business Park Building, 1234 Nelson-Mandela-Boulevard-Extension-Road, Johannesburg';
  const mail = renderEmail({
    subject: 's',
    heading: `Your reservation for ${longName}`,
    to: { firstName: longName, lastName: longName },
    intro: `We will write to ${longEmail}.`,
    blocks: [
      {
        details: [
          ['Reservation number', 'R23456789'],
          ['Address', longAddress],
          ['E-mail', longEmail],
        ],
      },
      {
        charges: {
          lines: Array.from({ length: 12 }, (_, index) => ({
            quoteLineCode: index === 0 ? 'R' : `X${index}`,
            quoteLineDesc1: `${longName} extra ${index}`,
            quoteLineDesc2: 'Per rental agreement, charged once',
            quoteLineChrg: 1234.56,
            quoteLineUnitChrg: 1234.56,
            quoteLineChrgUnit: 'RENTAL',
          })),
          totalCents: 1_481_472,
          currency: 'ZAR',
          feeCents: 15_000,
        },
      },
      { paragraph: [{ label: 'Manage your booking', href: `https://bluu.example/${longName}` }] },
      { bullets: [longAddress] },
    ],
  });

  it('sets the viewport to the device width', () => {
    expect(mail.html).toContain(
      '<meta name="viewport" content="width=device-width, initial-scale=1">',
    );
  });

  it('gives no table a minimum width, and every table the full width at most', () => {
    expect(mail.html).not.toMatch(/min-width/);
    const tables = mail.html.match(/<table[^>]*>/g) ?? [];
    expect(tables.length).toBeGreaterThan(1);
    for (const table of tables) expect(table).toMatch(/width="100%".*width:100%/);
  });

  it('breaks labels only between words, wraps values anywhere, and keeps amounts on one line', () => {
    // `anywhere` makes a cell's narrowest width one letter: a table squeezed to 360 px then
    // breaks its labels mid-word ("Rese / rvatio / n"). Labels break between words only; values,
    // which may be one long address, still wrap anywhere so they never widen the mail.
    const wraps = /overflow-wrap:anywhere;word-break:break-word/;
    const cells = Array.from(
      mail.html.matchAll(/<t[dh]\b([^>]*)>([^<]+)/g),
      ([, style = '', text]) => ({
        style,
        text,
      }),
    );
    const values = cells.filter(({ text }) =>
      ['R23456789', longAddress, longEmail].includes(text ?? ''),
    );
    const amounts = cells.filter(({ text }) => /^R\u00a0/.test(text ?? ''));
    const labels = cells.filter((cell) => !values.includes(cell) && !amounts.includes(cell));
    expect(values).toHaveLength(3);
    expect(labels.map(({ text }) => text)).toEqual(
      expect.arrayContaining([
        'Reservation number',
        'Address',
        'E-mail',
        'Rental costs',
        `${longName} extra 0`,
        'Per rental agreement, charged once',
        'Additional fee',
        'Fee',
        'Total Cost',
      ]),
    );
    expect(labels.length).toBeGreaterThan(20);
    for (const { style } of labels) {
      expect(style).toMatch(/overflow-wrap:break-word;word-break:normal/);
      expect(style).not.toMatch(/anywhere|word-break:break-word/);
    }
    for (const { style } of values) expect(style).toMatch(wraps);
    for (const { style } of amounts) expect(style).toMatch(/white-space:nowrap/);
    for (const tag of mail.html.match(/<(p|li|h1|h2|body)\b[^>]*>/g) ?? [])
      expect(tag).toMatch(wraps);
    expect(mail.html).toContain(`>${rand(1_481_472)}</th>`);
  });
});

describe('details in the HTML part', () => {
  it('keep their line breaks, escaped first', () => {
    const mail = renderEmail({
      subject: 's',
      heading: 'h',
      to: { firstName: 'Thandi', lastName: '' },
      intro: 'Intro.',
      blocks: [
        {
          details: [
            ['Pick-up instructions', 'Meet at arrivals <door 3> & "bring sign"\nSecond line'],
          ],
        },
      ],
    });
    expect(mail.text).toContain(
      'Pick-up instructions: Meet at arrivals <door 3> & "bring sign"\nSecond line',
    );
    expect(mail.html).toContain(
      '>Meet at arrivals &lt;door 3&gt; &amp; &quot;bring sign&quot;<br>Second line</td>',
    );
  });
});

describe('the dates of the quote e-mail', () => {
  it('read as the site shows them, the validity too', () => {
    const mail = renderQuoteEmail({
      quoteNumber: 'Q23456789',
      firstName: 'Thandi',
      lastName: 'Nkosi',
      pickUp: { branchName: 'Johannesburg Airport', dateTime: '2026-12-07 10:00' },
      dropOff: { branchName: 'Cape Town Airport', dateTime: '2026-12-09 18:45' },
      vehicle: 'Group A1',
      rateDesc: 'Local rate',
      lines: [],
      totalCents: 150_000,
      currency: 'ZAR',
      validUntil: '2026-11-29 23:59:59',
      link: manageBookingLink('https://bluu.example', 'Q23456789'),
    });
    expect(mail.text).toContain('Pick-up: Johannesburg Airport, Mon, 07 Dec 2026 at 10:00');
    expect(mail.text).toContain('Drop-off: Cape Town Airport, Wed, 09 Dec 2026 at 18:45');
    expect(mail.text).toContain('This quotation is valid until Sun, 29 Nov 2026 at 23:59.');
    expect(mail.text).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    expect(mail.html).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    expect(mail.reference).toBe('Q23456789');
  });
});
