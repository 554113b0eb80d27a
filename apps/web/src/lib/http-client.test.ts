import type { SessionUser } from '@bluu/contracts/accounts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { anyBody, http } from './http-client.ts';
import { clearSessionStorage } from './session-storage.ts';
import { signIn } from './session-user.ts';

const THANDI: SessionUser = {
  accountName: 'T Nkosi',
  accountNo: null,
  accountType: 'I',
  accountFirstname: 'Thandi',
  accountLastname: 'Nkosi',
  accountUser: '6f1c2a3e-0b7d-4c55-9e2a-1d3f4b5c6d7e',
  accountEmail: 'thandi@example.co.za',
};

const ACME: SessionUser = {
  accountName: 'Acme Mining (Pty) Ltd',
  accountNo: 'C10001',
  accountType: 'C',
  accountFirstname: '',
  accountLastname: '',
  accountUser: 'C10001',
  accountEmail: '',
};

const fetchSpy = vi.fn(async () => new Response('{}', { status: 200 }));

beforeEach(() => {
  fetchSpy.mockClear();
  vi.stubGlobal('fetch', fetchSpy);
});

afterEach(() => {
  vi.unstubAllGlobals();
  clearSessionStorage();
});

/** The header `name` of the one request sent, or null when it had none. */
function headerSent(name: string): string | null {
  expect(fetchSpy).toHaveBeenCalledTimes(1);
  const [, init] = fetchSpy.mock.calls[0] as unknown as [string, RequestInit];
  return new Headers(init.headers).get(name);
}

function sessionUserHeaderSent(): string | null {
  return headerSent('X-Session-User');
}

describe('the header naming the individual this tab shows', () => {
  it('is sent with every request while the tab shows a signed-in individual', async () => {
    signIn(THANDI);

    await http.post('/api/Booking', {}, anyBody, undefined, { 'Idempotency-Key': 'k-00000001' });

    expect(sessionUserHeaderSent()).toBe(THANDI.accountUser);
  });

  it('is not sent by a tab that shows a visitor, though the cookie may hold someone', async () => {
    await http.post('/api/Quote/save', {}, anyBody);

    expect(sessionUserHeaderSent()).toBeNull();
  });

  it('is not sent by a tab that shows a corporate or tour account', async () => {
    signIn(ACME);

    await http.get('/api/Customer/voucher/C10001', anyBody);

    expect(sessionUserHeaderSent()).toBeNull();
  });

  it('is not sent after Logout, which clears the tab', async () => {
    signIn(THANDI);
    clearSessionStorage();

    await http.put('/api/Booking/R123', {}, anyBody);

    expect(sessionUserHeaderSent()).toBeNull();
  });
});

describe('the header naming the corporate or tour account this tab shows', () => {
  it("is the account's number while the tab shows the account", async () => {
    signIn(ACME);

    await http.post('/api/Booking/availability', {}, anyBody);

    expect(headerSent('X-Session-Account')).toBe('C10001');
  });

  it("is 'none' from a tab that shows a visitor, so a cookie left behind acts for no account", async () => {
    await http.get('/api/Booking/manage/R123/thabo@example.co.za', anyBody);

    expect(headerSent('X-Session-Account')).toBe('none');
  });

  it("is 'none' from a tab that shows an individual", async () => {
    signIn(THANDI);

    await http.post('/api/Booking/cancel', {}, anyBody);

    expect(headerSent('X-Session-Account')).toBe('none');
  });
});
