import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, ok } from '@test/fake-api.ts';
import { BRANCHES } from '@test/fixtures.ts';
import { renderApp } from '@test/render-app.tsx';
import { initialD2DValues } from '@/features/d2d/utils/d2d-form.ts';
import { keepD2dForm, type FormEntry } from '@/features/d2d/utils/kept-d2d-form.ts';
import { clearSessionStorage } from '@/lib/session-storage.ts';

/** The first entry of a tab's history, as the home page's own when the site was opened there. */
const HOME: FormEntry = { key: 'default', pathname: '/' };

/** A transfer from the airport for three, as Select Vehicle kept it on `entry`. */
function keepTransfer(entry: FormEntry) {
  keepD2dForm(entry, {
    values: {
      ...initialD2DValues(new Date(), null),
      moP_Type: 'VS',
      numberPassengers: 3,
      pickUp: {
        text: 'Cape Town International Airport, Matroosfontein, Cape Town',
        place: {
          placeId: 'za-wc-cape-town-cape-town-international-airport',
          description: 'Cape Town International Airport, Matroosfontein, Cape Town',
        },
      },
    },
    measured: null,
  });
}

const tab = (name: string) => screen.getByRole('tab', { name });

beforeEach(() => {
  fakeApi({ 'GET /api/Branch': () => ok(BRANCHES) });
});

describe('the home page tabs', () => {
  it('open Door2Door with its form as it was left when Back returns to a transfer filled in here', async () => {
    keepTransfer(HOME);
    renderApp('/');

    const pickUp = await screen.findByRole('combobox', { name: 'Pick-up address' });
    expect(tab('Door2Door')).toHaveAttribute('aria-selected', 'true');
    expect(pickUp).toHaveValue('Cape Town International Airport, Matroosfontein, Cape Town');
    expect(screen.getByLabelText('Passengers')).toHaveValue('3');
    expect(screen.getByLabelText('Method of payment')).toHaveValue('VS');
  });

  it('open Book a Vehicle when the transfer was filled in on another history entry', async () => {
    keepTransfer({ key: 'k3x9q1', pathname: '/' });
    renderApp('/');

    await screen.findByRole('form', { name: 'Vehicle search' });
    expect(tab('Book a Vehicle')).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByRole('form', { name: 'Door2Door transfer' })).toBeNull();
  });

  it('open Book a Vehicle after Logout: the next person does not find the transfer', async () => {
    keepTransfer(HOME);
    clearSessionStorage();
    renderApp('/');

    await screen.findByRole('form', { name: 'Vehicle search' });
    expect(tab('Book a Vehicle')).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByRole('form', { name: 'Door2Door transfer' })).toBeNull();
  });
});
