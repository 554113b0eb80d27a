import { D2D_RULE_MESSAGES } from '@bluu/contracts/d2d-rules';
import { MESSAGES } from '@bluu/contracts/messages';
import { describe, expect, it } from 'vitest';
import {
  d2dAccountOf,
  firstD2DError,
  initialD2DValues,
  offersBillback,
  passengerChoices,
  paymentLocked,
  tripKey,
  tripTimes,
  tripToMeasure,
  type AddressValue,
  type D2DFormValues,
} from './d2d-form.ts';
import { D2D_MESSAGES } from '@bluu/contracts/messages';
import { paymentChoices } from './d2d-payment.ts';

// 10:05 in Johannesburg.
const NOW = new Date('2026-11-20T08:05:00Z');

const chosen = (placeId: string, description = placeId): AddressValue => ({
  text: description,
  place: { placeId, description },
});
const typed = (text: string): AddressValue => ({ text, place: null });

function validValues(overrides: Partial<D2DFormValues> = {}): D2DFormValues {
  return {
    ...initialD2DValues(NOW, null),
    moP_Type: 'VS',
    pickupFlightType: 'NONE',
    pickUp: chosen('cpt-airport', 'Cape Town International Airport'),
    dropOff: chosen('sea-point', 'Sea Point, Cape Town'),
    pickUpDate: '2026-11-21',
    pickUpTime: '09:00',
    ...overrides,
  };
}

describe('the D2D form rules (spec 001 §5), first failing field wins', () => {
  it('passes a complete form', () => {
    expect(firstD2DError(validValues(), NOW)).toBeNull();
  });

  it("asks for the method of payment first: 'Please select Method of payment.'", () => {
    const values = validValues({ moP_Type: '', pickUp: typed('') });
    expect(firstD2DError(values, NOW)).toEqual({
      field: 'moP_Type',
      message: 'Please select Method of payment.',
    });
  });

  it("asks for the account number when billing to the account: 'Please enter Account number.'", () => {
    expect(firstD2DError(validValues({ moP_Type: 'AC', accountNo: '  ' }), NOW)).toEqual({
      field: 'accountNo',
      message: 'Please enter Account number.',
    });
    expect(firstD2DError(validValues({ moP_Type: 'VS', accountNo: '' }), NOW)).toBeNull();
    expect(firstD2DError(validValues({ moP_Type: 'AC', accountNo: 'C1001' }), NOW)).toBeNull();
  });

  it('takes 1 to 22 passengers and nothing else', () => {
    expect(passengerChoices()).toEqual(Array.from({ length: 22 }, (_, index) => index + 1));
    for (const count of [0, 23, 1.5, Number.NaN])
      expect(firstD2DError(validValues({ numberPassengers: count }), NOW)).toEqual({
        field: 'numberPassengers',
        message: D2D_MESSAGES.passengers,
      });
    expect(firstD2DError(validValues({ numberPassengers: 22 }), NOW)).toBeNull();
  });

  it("asks for a chosen pick-up: 'Please enter Pick-up location.'", () => {
    for (const pickUp of [typed(''), typed('Cape Town Airp')])
      expect(firstD2DError(validValues({ pickUp }), NOW)).toEqual({
        field: 'pickUp',
        message: 'Please enter Pick-up location.',
      });
  });

  it("asks for a chosen drop-off: 'Please enter Drop-off-up location.' (the spec's words)", () => {
    expect(firstD2DError(validValues({ dropOff: typed('') }), NOW)).toEqual({
      field: 'dropOff',
      message: 'Please enter Drop-off-up location.',
    });
  });

  it('asks for the flight type, then a flight number unless there is no flight', () => {
    expect(firstD2DError(validValues({ pickupFlightType: '' }), NOW)).toEqual({
      field: 'pickupFlightType',
      message: 'Please select Flight type.',
    });
    for (const flight of ['ARRIVAL', 'DEPARTURE'] as const) {
      expect(firstD2DError(validValues({ pickupFlightType: flight }), NOW)).toEqual({
        field: 'pickupFlightNumber',
        message: 'Please enter Flight number.',
      });
      expect(
        firstD2DError(validValues({ pickupFlightType: flight, pickupFlightNumber: 'FA211' }), NOW),
      ).toBeNull();
    }
    expect(firstD2DError(validValues({ pickupFlightType: 'NONE' }), NOW)).toBeNull();
  });

  it("checks the flight number with the server's own rule, and the instructions against its limit, on their fields", () => {
    const flight = (pickupFlightNumber: string) =>
      firstD2DError(validValues({ pickupFlightType: 'ARRIVAL', pickupFlightNumber }), NOW);
    expect(flight('BA-57/1')).toEqual({
      field: 'pickupFlightNumber',
      message: D2D_MESSAGES.flightNumberFormat,
    });
    expect(flight('ET 4571 J2X')?.message).toBe('Flight number must be at most 10 characters.');
    expect(flight('\u202e')?.message).toBe(D2D_MESSAGES.flightNumber);
    expect(firstD2DError(validValues({ pickUpInstructions: 'x'.repeat(501) }), NOW)).toEqual({
      field: 'pickUpInstructions',
      message: 'Pick-up instructions must be at most 500 characters.',
    });
  });

  it('keeps the 2 h 30 pick-up rule with the shared 2 h 25 check', () => {
    // 10:05 now: 12:30 is 2 h 25 ahead (allowed), 12:15 is not.
    expect(
      firstD2DError(validValues({ pickUpDate: '2026-11-20', pickUpTime: '12:30' }), NOW),
    ).toBeNull();
    expect(
      firstD2DError(validValues({ pickUpDate: '2026-11-20', pickUpTime: '12:15' }), NOW),
    ).toEqual({ field: 'pickUpTime', message: MESSAGES.pickUpLeadTime });
    expect(MESSAGES.pickUpLeadTime).toBe('Pick-up time must be 2 hours 30 minutes from now.');
  });

  it('starts with the default pick-up: now plus 2 h 30 rounded up to 15 minutes', () => {
    const values = initialD2DValues(NOW, null);
    expect([values.pickUpDate, values.pickUpTime]).toEqual(['2026-11-20', '12:45']);
    expect(values.numberPassengers).toBe(1);
    expect(
      firstD2DError({ ...validValues(), pickUpDate: '2026-11-20', pickUpTime: '12:45' }, NOW),
    ).toBeNull();
  });
});

describe('Calculate Distance (spec 001 §4, §5)', () => {
  it("needs both ends: 'Please enter both pickup and drop-off locations'", () => {
    expect(tripToMeasure(validValues({ pickUp: typed(' ') }))).toEqual({
      ok: false,
      error: { field: 'pickUp', message: 'Please enter both pickup and drop-off locations' },
    });
    expect(tripToMeasure(validValues({ dropOff: typed('') }))).toEqual({
      ok: false,
      error: { field: 'dropOff', message: D2D_MESSAGES.bothLocations },
    });
  });

  it('points at the drop-off when it is the pick-up place again', () => {
    expect(
      tripToMeasure(
        validValues({ dropOff: chosen('cpt-airport', 'Cape Town International Airport') }),
      ),
    ).toEqual({
      ok: false,
      error: { field: 'dropOff', message: D2D_RULE_MESSAGES.samePlace },
    });
  });

  it("refuses typed text that was not chosen from the suggestions: 'Invalid location selected…'", () => {
    const message =
      'Invalid location selected. Please select locations from the dropdown suggestions.';
    expect(tripToMeasure(validValues({ dropOff: typed('Sea Poin') }))).toEqual({
      ok: false,
      error: { field: 'dropOff', message },
    });
    expect(
      tripToMeasure(validValues({ additionalPickUps: true, pickUpExtra1: typed('Somewhere') })),
    ).toEqual({ ok: false, error: { field: 'pickUpExtra1', message } });
  });

  it('measures pick-up, the filled stop-overs in order, then drop-off', () => {
    const values = validValues({
      additionalPickUps: true,
      pickUpExtra1: typed(''),
      pickUpExtra2: chosen('bellville'),
      additionalDropOffs: true,
      dropOffExtra1: chosen('green-point'),
    });
    const result = tripToMeasure(values);
    expect(result.ok && result.trip.stopOvers.map((place) => place.placeId)).toEqual([
      'bellville',
      'green-point',
    ]);
    expect(result.ok && result.trip.origin.placeId).toBe('cpt-airport');
    expect(result.ok && result.trip.destination.placeId).toBe('sea-point');
  });

  it('skips a stop-over of only invisible characters as an empty one', () => {
    const values = validValues({
      additionalDropOffs: true,
      dropOffExtra1: typed('\u202e\u200b'),
      dropOffExtra2: chosen('green-point'),
    });
    const result = tripToMeasure(values);
    expect(result.ok && result.trip.stopOvers.map((place) => place.placeId)).toEqual([
      'green-point',
    ]);
  });

  it('ignores stop-overs while their option is off', () => {
    const values = validValues({ additionalPickUps: false, pickUpExtra1: chosen('bellville') });
    const result = tripToMeasure(values);
    expect(result.ok && result.trip.stopOvers).toEqual([]);
  });

  it('gives a different trip (so the distance is calculated again) when an address changes', () => {
    const before = tripKey(validValues());
    expect(tripKey(validValues())).toBe(before);
    expect(tripKey(validValues({ dropOff: chosen('camps-bay') }))).not.toBe(before);
    expect(
      tripKey(validValues({ additionalDropOffs: true, dropOffExtra1: chosen('green-point') })),
    ).not.toBe(before);
    expect(tripKey(validValues({ dropOff: typed('Camps') }))).toBe('');
  });

  it('sets the drop-off one minute after the pick-up', () => {
    expect(tripTimes(validValues({ pickUpDate: '2026-12-31', pickUpTime: '23:59' }))).toEqual({
      pickUpDateTime: '2026-12-31 23:59',
      dropOffDateTime: '2027-01-01 00:00',
    });
  });
});

describe('method of payment by account (spec 001 §6)', () => {
  const corporate = {
    accountType: 'C' as const,
    accountNo: 'C1001',
    accountEmail: 'travel@acme.co.za',
  };

  it('offers billback only to a signed-in account with a company e-mail domain', () => {
    expect(offersBillback(null)).toBe(false);
    expect(offersBillback({ ...corporate, accountEmail: 'me@gmail.com' })).toBe(false);
    expect(offersBillback(corporate)).toBe(true);
    // A corporate sign-in's session has no e-mail: the account is the company's own.
    expect(offersBillback({ ...corporate, accountEmail: '' })).toBe(true);
    // An individual is never billed back, whatever the domain.
    expect(offersBillback({ accountType: 'I', accountNo: '', accountEmail: 'jo@acme.co.za' })).toBe(
      false,
    );
    expect(paymentChoices(false).map((choice) => choice.value)).toEqual(['AX', 'DC', 'MC', 'VS']);
    expect(paymentChoices(true).at(-1)).toEqual({ value: 'AC', label: 'Billback to the account' });
  });

  it('locks the payment to billback with the account number when the account has one', () => {
    expect(paymentLocked(corporate)).toBe(true);
    expect(initialD2DValues(NOW, corporate)).toMatchObject({ moP_Type: 'AC', accountNo: 'C1001' });
    const individual = { accountType: 'I' as const, accountNo: '', accountEmail: 'jo@acme.co.za' };
    expect(paymentLocked(individual)).toBe(false);
    expect(initialD2DValues(NOW, individual)).toMatchObject({ moP_Type: '', accountNo: '' });
  });

  it('reads the session user (an account number may be null)', () => {
    expect(d2dAccountOf(null)).toBeNull();
    expect(
      d2dAccountOf({ accountType: 'I', accountNo: null, accountEmail: 'jo@example.com' }),
    ).toEqual({ accountType: 'I', accountNo: '', accountEmail: 'jo@example.com' });
  });
});
