import type { SessionUser } from '@bluu/contracts/accounts';
import { afterEach, describe, expect, it } from 'vitest';
import { isOfThisJourneySession, stampJourneyState } from './journey/journey-session.ts';
import { clearSessionStorage } from './session-storage.ts';
import { sessionUser, signIn } from './session-user.ts';

const ACME: SessionUser = {
  accountName: 'Acme Mining (Pty) Ltd',
  accountNo: 'C10001',
  accountType: 'C',
  accountFirstname: '',
  accountLastname: '',
  accountUser: 'C10001',
  accountEmail: '',
};

const SAFARI: SessionUser = {
  ...ACME,
  accountName: 'Kalahari Safaris',
  accountNo: 'T20001',
  accountType: 'T',
  accountUser: 'T20001',
};

const INDIVIDUAL: SessionUser = {
  accountName: 'Thandi Nkosi',
  accountNo: null,
  accountType: 'I',
  accountFirstname: 'Thandi',
  accountLastname: 'Nkosi',
  accountUser: 'thandi@example.co.za',
  accountEmail: 'thandi@example.co.za',
};

afterEach(() => clearSessionStorage());

describe('signing in', () => {
  it("keeps the user, and ends a visitor's journey when an account with its own rates signs in", () => {
    const visitorsResults = stampJourneyState({ rates: [] });

    signIn(ACME);

    expect(sessionUser.read()).toEqual(ACME);
    expect(isOfThisJourneySession(visitorsResults)).toBe(false);
    expect(isOfThisJourneySession(stampJourneyState({ rates: [] }))).toBe(true);
  });

  it("ends one account's journey when another account signs in", () => {
    signIn(ACME);
    const acmesQuote = stampJourneyState({ quote: {} });

    signIn(SAFARI);

    expect(isOfThisJourneySession(acmesQuote)).toBe(false);
  });

  it("keeps a visitor's journey for an individual, who is priced as a visitor is", () => {
    const visitorsQuote = stampJourneyState({ quote: {} });

    signIn(INDIVIDUAL);

    expect(sessionUser.read()).toEqual(INDIVIDUAL);
    expect(isOfThisJourneySession(visitorsQuote)).toBe(true);
  });
});
