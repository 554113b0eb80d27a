import { describe, expect, it } from 'vitest';
import { CHARGE, PAYLOAD, quoteFor, RATES_ANSWER } from '@test/fixtures.ts';
import { searchOnly, type BookingState } from './journey-state.ts';
import { readJourneyState } from './journey-schemas.ts';

const MODIFY = {
  reservationNumber: 'R1',
  email: 'a@b.co.za',
  firstName: 'A',
  lastName: 'B',
  contactNumber: '+27821234567',
};

const availability = (payload: unknown) => ({
  rates: RATES_ANSWER.rates,
  otherRates: [],
  payload,
});

describe('the journey state', () => {
  it('carries a complete modify context with the search, and nothing else of it', () => {
    const state = readJourneyState(
      'availability',
      availability({ ...PAYLOAD, modify: { ...MODIFY, extra: 1 } }),
    );
    expect(state?.payload.modify).toEqual(MODIFY);
  });

  it('drops a broken modify context but keeps the search', () => {
    const state = readJourneyState(
      'availability',
      availability({ ...PAYLOAD, modify: { ...MODIFY, email: undefined } }),
    );
    expect(state?.payload).toMatchObject(PAYLOAD);
    expect(state?.payload.modify).toBeUndefined();
    expect(
      readJourneyState('availability', availability({ ...PAYLOAD, modify: true }))?.payload.modify,
    ).toBeUndefined();
  });

  it('reads a missing or broken state as none', () => {
    expect(readJourneyState('availability', undefined)).toBeNull();
    expect(readJourneyState('quote', { payload: PAYLOAD })).toBeNull();
    expect(readJourneyState('booking', availability(PAYLOAD))).toBeNull();
    expect(readJourneyState('confirmation', { confirmation: {} })).toBeNull();
  });

  it('reads the booking details with an account name and only a real quote number', () => {
    const request = {
      ...PAYLOAD,
      rateCode: 'STD',
      vehicleGroup: 'A1',
      selectedWaiver: 'CDW' as const,
    };
    const booking: BookingState = {
      details: { ...PAYLOAD, accountName: '', quoteNumber: '' },
      selection: { vehicleGroup: 'A1', selectedWaiver: 'CDW', products: [], additionalDrivers: 0 },
      quote: quoteFor(request),
      rate: { rateCode: 'STD', rateDesc: 'Standard Rate' },
      charge: CHARGE,
    };
    const { accountName: _name, ...withoutName } = booking.details;
    const state = readJourneyState('booking', { ...booking, details: withoutName });
    expect(state?.details.accountName).toBe('');
    expect(state?.details.quoteNumber).toBeUndefined();
    expect(
      readJourneyState('booking', {
        ...booking,
        details: { ...booking.details, quoteNumber: 'Q1' },
      })?.details.quoteNumber,
    ).toBe('Q1');
  });

  it('sends of the modify context only the reservation and its e-mail', () => {
    expect(searchOnly({ ...PAYLOAD, modify: MODIFY })).toEqual({
      ...PAYLOAD,
      modifyReservation: { reservationNumber: 'R1', email: 'a@b.co.za' },
    });
    expect(searchOnly(PAYLOAD)).toEqual(PAYLOAD);
  });
});
