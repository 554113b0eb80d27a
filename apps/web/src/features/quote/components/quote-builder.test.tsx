import type { QuoteRequest } from '@bluu/contracts/quote';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, ok } from '@test/fake-api.ts';
import {
  BRANCHES,
  CHARGE,
  NOW,
  PAYLOAD,
  PRODUCTS,
  quoteFor,
  RATES_ANSWER,
} from '@test/fixtures.ts';
import { renderApp } from '@test/render-app.tsx';

beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the extras on the vehicle-choice screen', () => {
  it('asks for the extras of a one-way trip with its drop-off branch', async () => {
    const oneWay = { ...PAYLOAD, pickUpBranch: 'JS', dropOffBranch: 'CT' };
    const requests = fakeApi({
      'GET /api/Branch': () => ok(BRANCHES),
      'POST /api/Booking/availability': () => ok(RATES_ANSWER),
      'GET /api/Product/additional/I/JS/A1?dropOffBranch=CT': () => ok(PRODUCTS),
      'POST /api/Quote': (body) => ok(quoteFor(body as QuoteRequest)),
    });
    renderApp({
      pathname: '/get-quote/',
      state: {
        payload: oneWay,
        rate: { rateCode: 'STD', rateDesc: 'Standard Rate' },
        otherRates: [],
        charge: CHARGE,
      },
    });

    expect(await screen.findByRole('checkbox', { name: /GPS navigator/ })).toBeInTheDocument();
    expect(
      requests.filter((request) => request.url.startsWith('/api/Product/')).map((r) => r.url),
    ).toEqual(['/api/Product/additional/I/JS/A1?dropOffBranch=CT']);
  });
});
