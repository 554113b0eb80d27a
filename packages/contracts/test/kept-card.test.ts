import { describe, expect, it } from 'vitest';
import { emptyPayment, firstPaymentError, keepsCardOnFile } from '../src/booking-rules.ts';
import { parseLocalDateTime } from '../src/time.ts';

describe('a change that keeps the card on file (decision 0039)', () => {
  const now = parseLocalDateTime('2026-12-01 08:00') as Date;
  const payment = {
    ...emptyPayment(),
    moP_Type: 'VS',
    invoiceAddress1: '12 Jan Smuts Avenue',
    invoiceAddress2: 'Rosebank',
    invoicePostCode: '2196',
  };
  const cardOnFile = { moP_Type: 'VS', cardLastFour: '1111' };
  const context = { accountType: 'I' as const, productCodes: [], now, cardOnFile };
  const expiryRefused = {
    field: 'moP_Expiry',
    message: 'Please enter valid card expiry date (YYYYMM).',
  };

  it('asks no expiry when the card number is left empty for the same method', () => {
    expect(keepsCardOnFile(payment, cardOnFile)).toBe(true);
    expect(firstPaymentError(payment, context)).toBeNull();
  });

  it('still checks an expiry typed for the kept card', () => {
    expect(firstPaymentError({ ...payment, moP_Expiry: '199913' }, context)).toEqual(expiryRefused);
  });

  it('asks the expiry of a newly typed card', () => {
    const typed = { ...payment, moP_No: '4111 1111 1111 1111' };
    expect(keepsCardOnFile(typed, cardOnFile)).toBe(false);
    expect(firstPaymentError(typed, context)).toEqual(expiryRefused);
  });

  it('asks the expiry when the method changes or no card is on file', () => {
    const mastercard = { ...payment, moP_Type: 'MC' };
    expect(firstPaymentError(mastercard, context)).toEqual(expiryRefused);
    expect(firstPaymentError(payment, { ...context, cardOnFile: null })).toEqual(expiryRefused);
    expect(
      firstPaymentError(payment, { ...context, cardOnFile: { moP_Type: 'VS', cardLastFour: '' } }),
    ).toEqual(expiryRefused);
  });
});
