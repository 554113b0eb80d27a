import { describe, expect, it } from 'vitest';
import { startNewJourneySession } from '@/lib/journey/journey-session.ts';
import { clearSessionStorage } from '@/lib/session-storage.ts';
import { INITIAL_ADDRESS_FORM } from './address-form.ts';
import {
  detailsKey,
  keepRegistrationDraft,
  keptDetails,
  readRegistrationDraft,
  startedFor,
  withStarted,
  type RegistrationDraft,
} from './registration-draft.ts';
import { INITIAL_REGISTRATION } from './registration-form.ts';

const DRAFT: RegistrationDraft = {
  details: keptDetails({
    ...INITIAL_REGISTRATION,
    registerFirstname: 'Naledi',
    registerEmail: 'naledi@example.co.za',
    consent: true,
  }),
  address: { ...INITIAL_ADDRESS_FORM, home: { ...INITIAL_ADDRESS_FORM.home, city: 'Durban' } },
  started: [{ email: 'naledi@example.co.za', token: 'tok-1' }],
  reached: { details: 'key', contactNumber: '+27-821234567' },
};

describe('the registration draft', () => {
  it('is read back in its journey session, without the passwords', () => {
    keepRegistrationDraft({
      ...DRAFT,
      details: {
        ...DRAFT.details,
        registerPassword: 'FirstPass1',
        registerRePassword: 'FirstPass1',
      },
    } as RegistrationDraft);
    expect(readRegistrationDraft()).toEqual(DRAFT);
    expect(sessionStorage.getItem('bluu.registrationDraft')).not.toContain('FirstPass1');
  });

  it('is none after Logout and after a new journey session starts', () => {
    keepRegistrationDraft(DRAFT);
    startNewJourneySession();
    expect(readRegistrationDraft()).toBeNull();
    keepRegistrationDraft(DRAFT);
    clearSessionStorage();
    expect(readRegistrationDraft()).toBeNull();
  });

  it('reads broken fields as empty and keeps the others', () => {
    keepRegistrationDraft(DRAFT);
    const stored = JSON.parse(sessionStorage.getItem('bluu.registrationDraft') ?? '{}');
    sessionStorage.setItem(
      'bluu.registrationDraft',
      JSON.stringify({
        ...stored,
        details: { ...stored.details, registerLastname: 7, registerCellCountry: '<b>' },
        address: { homePlace: { description: 1 }, home: null, sameForBilling: 'yes' },
        started: [{ email: 'naledi@example.co.za' }, ...stored.started],
        reached: 'key',
      }),
    );
    expect(readRegistrationDraft()).toEqual({
      ...DRAFT,
      details: { ...DRAFT.details, registerLastname: '', registerCellCountry: 'ZA' },
      address: INITIAL_ADDRESS_FORM,
      reached: null,
    });
  });
});

describe('the registrations started in a tab', () => {
  it('are found by the e-mail as the server keys it; a new token of an e-mail replaces its old one', () => {
    const started = withStarted(DRAFT.started, { email: 'thandi@example.co.za', token: 'tok-2' });
    expect(startedFor(started, ' Naledi@Example.co.za ')?.token).toBe('tok-1');
    expect(
      withStarted(started, { email: 'naledi@example.co.za', token: 'tok-3' }).map(
        ({ token }) => token,
      ),
    ).toEqual(['tok-2', 'tok-3']);
  });

  it('tell changed details from the ones step 2 was reached with, whatever the passwords', () => {
    const values = { ...INITIAL_REGISTRATION, registerFirstname: 'Naledi' };
    expect(detailsKey({ ...values, registerPassword: 'FirstPass1' })).toBe(detailsKey(values));
    expect(detailsKey({ ...values, registerFirstname: 'Nalediwe' })).not.toBe(detailsKey(values));
  });
});
