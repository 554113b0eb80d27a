import { codedApiErrors } from '@bluu/contracts/api-errors';
import { RESERVATIONS_EMAIL } from '@bluu/contracts/constants';
import { MESSAGES } from '@bluu/contracts/messages';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, ok, type FakeAnswer } from '@test/fake-api.ts';
import { BRANCHES, NOW, RATES_ANSWER } from '@test/fixtures.ts';
import { renderApp } from '@test/render-app.tsx';

beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
});

afterEach(() => {
  vi.useRealTimers();
});

const field = (name: string) => screen.getByRole('combobox', { name });

async function renderHome() {
  const app = renderApp('/');
  const pickUpBranch = await screen.findByRole('combobox', { name: 'Pick-up branch' });
  await within(pickUpBranch).findByRole('option', { name: 'Johannesburg Airport' });
  return app;
}

describe('the vehicle search form', () => {
  it('shows the default search', async () => {
    fakeApi({ 'GET /api/Branch': () => ok(BRANCHES) });
    await renderHome();

    expect(screen.getByRole('radio', { name: 'Car Rental' })).toBeChecked();
    expect(field('Pick-up branch')).toHaveValue('JS');
    expect(field('Drop-off branch')).toHaveValue('JS');
    expect(screen.getByRole('button', { name: /^Pick-up date/ })).toHaveTextContent(
      'Fri, 20 Nov 2026',
    );
    expect(field('Pick-up time')).toHaveValue('12:45');
    expect(screen.getByRole('button', { name: /^Drop-off date/ })).toHaveTextContent(
      'Sun, 22 Nov 2026',
    );
    expect(field('Drop-off time')).toHaveValue('09:00');
    expect(field('Country of residence')).toHaveValue('L');
    expect(
      within(field('Country of residence')).getByRole('option', { selected: true }),
    ).toHaveTextContent('South Africa');
  });

  it('offers car branches only, grouped by country', async () => {
    fakeApi({ 'GET /api/Branch': () => ok(BRANCHES) });
    await renderHome();

    const select = field('Pick-up branch');
    expect(within(select).getByRole('group', { name: 'South Africa' })).toBeInTheDocument();
    expect(within(select).getByRole('group', { name: 'Namibia' })).toHaveTextContent(
      'Windhoek Airport',
    );
    expect(within(select).queryByRole('option', { name: 'Van Rental Johannesburg' })).toBeNull();
  });

  it('replaces the form with the contact message for van rental, and brings it back for cars', async () => {
    fakeApi({ 'GET /api/Branch': () => ok(BRANCHES) });
    const { user } = await renderHome();
    await user.selectOptions(field('Pick-up branch'), 'CT');

    await user.click(screen.getByRole('radio', { name: 'Van Rental' }));

    const message = MESSAGES.vanRentalContact(RESERVATIONS_EMAIL);
    const isNotice = (_: string, element: Element | null) =>
      element?.tagName === 'P' && element.textContent === message;
    const notice = screen.getByText(isNotice);
    expect(within(notice).getByRole('link', { name: '086 101 7722' })).toHaveAttribute(
      'href',
      'tel:+27861017722',
    );
    expect(within(notice).getByRole('link', { name: RESERVATIONS_EMAIL })).toHaveAttribute(
      'href',
      `mailto:${RESERVATIONS_EMAIL}`,
    );
    expect(screen.queryByRole('combobox', { name: 'Pick-up branch' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Search' })).toBeNull();

    await user.click(screen.getByRole('radio', { name: 'Car Rental' }));

    expect(screen.queryByText(isNotice)).toBeNull();
    expect(field('Pick-up branch')).toHaveValue('JS');
    expect(field('Drop-off branch')).toHaveValue('JS');
  });

  it('sets the drop-off branch when the pick-up branch is chosen', async () => {
    fakeApi({ 'GET /api/Branch': () => ok(BRANCHES) });
    const { user } = await renderHome();

    await user.selectOptions(field('Pick-up branch'), 'CT');
    expect(field('Drop-off branch')).toHaveValue('CT');

    await user.selectOptions(field('Drop-off branch'), 'JS');
    expect(field('Pick-up branch')).toHaveValue('CT');
  });

  it('moves the drop-off date when a later pick-up date is picked from the calendar', async () => {
    fakeApi({ 'GET /api/Branch': () => ok(BRANCHES) });
    const { user } = await renderHome();
    const pickUpDate = screen.getByRole('button', { name: /^Pick-up date/ });

    await user.click(pickUpDate);
    const calendar = await screen.findByRole('dialog', { name: 'Choose pick-up date' });
    expect(
      await within(calendar).findByRole('button', { name: /19 November 2026/ }),
    ).toBeDisabled();
    await user.click(within(calendar).getByRole('button', { name: /25 November 2026/ }));

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(pickUpDate).toHaveFocus();
    expect(pickUpDate).toHaveTextContent('Wed, 25 Nov 2026');
    expect(screen.getByRole('button', { name: /^Drop-off date/ })).toHaveTextContent(
      'Fri, 27 Nov 2026',
    );
  });

  it('closes the calendar with Escape and returns focus to its button', async () => {
    fakeApi({ 'GET /api/Branch': () => ok(BRANCHES) });
    const { user } = await renderHome();
    const dropOffDate = screen.getByRole('button', { name: /^Drop-off date/ });

    await user.click(dropOffDate);
    await screen.findByRole('dialog', { name: 'Choose drop-off date' });
    await user.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(dropOffDate).toHaveFocus();
    expect(dropOffDate).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows the first broken time rule at its field, sends nothing, and clears it on edit', async () => {
    const requests = fakeApi({ 'GET /api/Branch': () => ok(BRANCHES) });
    const { user } = await renderHome();

    await user.selectOptions(field('Pick-up time'), '11:00');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(MESSAGES.pickUpLeadTime);
    expect(field('Pick-up time')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Pick-up time')).toHaveAccessibleDescription(MESSAGES.pickUpLeadTime);
    expect(field('Pick-up time')).toHaveFocus();
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(0);

    await user.selectOptions(field('Pick-up time'), '13:00');

    expect(screen.queryByRole('alert')).toBeNull();
    expect(field('Pick-up time')).not.toHaveAttribute('aria-invalid');
  });

  it('flags a drop-off before pick-up on the drop-off date', async () => {
    fakeApi({ 'GET /api/Branch': () => ok(BRANCHES) });
    const { user } = await renderHome();
    const dropOffDate = screen.getByRole('button', { name: /^Drop-off date/ });

    await user.click(dropOffDate);
    const calendar = await screen.findByRole('dialog', { name: 'Choose drop-off date' });
    await user.click(await within(calendar).findByRole('button', { name: /20 November 2026/ }));
    await user.click(screen.getByRole('button', { name: 'Search' }));

    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.dropOffBeforePickUp);
    expect(dropOffDate).toHaveAttribute('aria-invalid', 'true');
    expect(dropOffDate).toHaveFocus();
  });

  it('sends the spec payload and opens the rates with rates, otherRates and payload', async () => {
    let answer: (value: FakeAnswer) => void = () => {};
    const requests = fakeApi({
      'GET /api/Branch': () => ok(BRANCHES),
      'POST /api/Booking/availability': () => new Promise((resolve) => (answer = resolve)),
    });
    const { user, router } = await renderHome();

    await user.selectOptions(field('Pick-up branch'), 'CT');
    await user.selectOptions(field('Country of residence'), 'I');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    expect(await screen.findByRole('button', { name: 'Searching…' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    const payload = {
      pickUpBranch: 'CT',
      pickUpDateTime: '2026-11-20 12:45',
      dropOffBranch: 'CT',
      dropOffDateTime: '2026-11-22 09:00',
      accountType: 'I',
      accountNo: '',
      foreignLocal: 'I',
      rateCode: '',
    };
    expect(requests.find((request) => request.method === 'POST')).toEqual({
      method: 'POST',
      url: '/api/Booking/availability',
      body: payload,
    });

    answer(ok(RATES_ANSWER));

    expect(
      await screen.findByRole('heading', { name: 'Available vehicles', level: 1 }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/availability');
    expect(router.state.location.state).toMatchObject({
      rates: RATES_ANSWER.rates,
      otherRates: RATES_ANSWER.otherRates,
      payload,
    });
    expect(await screen.findByRole('heading', { name: 'Group A1 Economy' })).toBeInTheDocument();
  });

  it("shows the server's refusal at the field it concerns", async () => {
    fakeApi({
      'GET /api/Branch': () => ok(BRANCHES),
      'POST /api/Booking/availability': () => ({
        status: 400,
        body: { errors: codedApiErrors('TIME_RULE', MESSAGES.dropOffTooSoon) },
      }),
    });
    const { user, router } = await renderHome();

    await user.click(screen.getByRole('button', { name: 'Search' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.dropOffTooSoon);
    expect(field('Drop-off time')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Search' })).toBeEnabled();
    expect(router.state.location.pathname).toBe('/');
  });
});
