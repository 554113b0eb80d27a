import { codedApiErrors, SUCCESS } from '@bluu/contracts/api-errors';
import { USER_MESSAGES } from '@bluu/contracts/users-rules';
import { SANDTON_CITY } from '@test/places.ts';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, ok, type FakeAnswer } from '@test/fake-api.ts';
import { pageRoute, TERMS_PAGE, wpPage } from '@test/content-fixtures.ts';
import { renderApp } from '@test/render-app.tsx';

const EMAIL = 'naledi@example.co.za';

const PRIVACY_PAGE = wpPage(
  'privacy-policy',
  'Privacy Policy',
  '<p>We keep your details only to manage your rentals.</p>',
);

function serverWith(register: FakeAnswer = ok({ errors: SUCCESS, token: 'tok-1' })) {
  return fakeApi({
    ...pageRoute(TERMS_PAGE),
    ...pageRoute(PRIVACY_PAGE),
    'POST /api/auth/register': () => register,
    'GET /api/maps/autocomplete?input=Sandton+Ci': () =>
      ok({
        errors: SUCCESS,
        predictions: [
          {
            placeId: SANDTON_CITY.placeId,
            description: 'Sandton City, Sandhurst, Johannesburg, Gauteng, South Africa',
            mainText: 'Sandton City',
            secondaryText: 'Sandhurst, Johannesburg, Gauteng, South Africa',
            kind: 'LANDMARK',
          },
        ],
      }),
    [`GET /api/maps/place/${SANDTON_CITY.placeId}`]: () =>
      ok({ errors: SUCCESS, place: SANDTON_CITY }),
    'PUT /api/auth/update/naledi%40example.co.za': () => ok({ errors: SUCCESS, token: 'tok-1' }),
    'POST /api/auth/verify-account/naledi%40example.co.za': () =>
      ok({ errors: SUCCESS, action: ['SENDOTP'] }),
  });
}

async function fillStepOne(user: UserEvent) {
  await user.selectOptions(screen.getByLabelText('ID type'), 'SAID');
  await user.type(screen.getByLabelText('ID / Passport number'), '8001015009087');
  await user.selectOptions(screen.getByLabelText('Title'), 'MS');
  await user.type(screen.getByLabelText('First name'), 'Naledi');
  await user.type(screen.getByLabelText('Last name'), 'Mokoena');
  await user.type(screen.getByLabelText('Contact number'), '082 123 4567');
  await user.type(screen.getByLabelText('E-mail address'), EMAIL);
  await user.type(screen.getByLabelText('Confirm e-mail address'), EMAIL);
  await user.type(screen.getByLabelText('Password'), 'Correct-Horse-7');
  await user.type(screen.getByLabelText('Re-enter password'), 'Correct-Horse-7');
  await user.click(
    screen.getByRole('checkbox', {
      name: 'I have read and accept the Website Terms and Conditions',
    }),
  );
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('/register-account', () => {
  it('registers in two steps and goes to /otp with the e-mail, token, payload and phone', async () => {
    const requests = serverWith();
    const { router, user } = renderApp('/register-account');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Create an online profile' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'ZA – country code: South Africa +27' }),
    ).toBeVisible();
    await fillStepOne(user);
    await user.click(screen.getByRole('button', { name: 'Register Account' }));

    // Step 2's heading takes the focus once it is shown (an effect after the render).
    const stepTwo = await screen.findByRole('heading', {
      level: 1,
      name: 'Complete Your Registration',
    });
    await waitFor(() => expect(stepTwo).toHaveFocus());
    expect(requests.find((request) => request.url === '/api/auth/register')?.body).toMatchObject({
      ContactNumber: '+27-821234567',
      phoneNoCountry: 'ZA',
      EmailAddress: EMAIL,
      TermsConditions: true,
    });
    expect(screen.getByLabelText('Use the same address for billing')).toBeChecked();
    expect(screen.queryByRole('group', { name: 'Billing Address' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Complete Registration' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please search for your Home Address and choose it from the suggestions.',
    );

    await user.type(
      screen.getByRole('combobox', { name: 'Search for your address' }),
      'Sandton Ci',
    );
    await user.click(await screen.findByRole('option', { name: /Sandton City/ }));
    await waitFor(() =>
      expect(screen.getByLabelText('Address Line 1*')).toHaveValue('83 Rivonia Road'),
    );
    expect(screen.getByLabelText('Postal Code*')).toHaveValue('2196');
    expect(screen.getByLabelText('Province*')).toHaveValue('GP');

    await user.click(screen.getByLabelText('Use the same address for billing'));
    expect(screen.getByRole('group', { name: 'Billing Address' })).toBeInTheDocument();
    await user.click(screen.getByLabelText('Use the same address for billing'));

    await user.click(screen.getByRole('button', { name: 'Complete Registration' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/otp'));
    expect(router.state.location.state).toMatchObject({
      email: EMAIL,
      token: 'tok-1',
      phoneNumber: '+27-821234567',
      payload: { token: 'tok-1', streetNumber: '83', billingAddress3: 'Johannesburg, GP' },
    });
    expect(
      requests.find((request) => request.url.startsWith('/api/auth/verify-account'))?.body,
    ).toEqual({ contactNumber: '+27-821234567', deviceId: '', token: '', userType: '' });
  });

  it("shows 'Registering...' while step 1 is sent, then the server's message", async () => {
    let answer: (value: FakeAnswer) => void = () => undefined;
    serverWith();
    fakeApi({
      'POST /api/auth/register': () => new Promise<FakeAnswer>((resolve) => (answer = resolve)),
    });
    const { user } = renderApp('/register-account');
    await screen.findByRole('heading', { level: 1, name: 'Create an online profile' });
    await fillStepOne(user);
    await user.click(screen.getByRole('button', { name: 'Register Account' }));
    expect(await screen.findByRole('button', { name: 'Registering...' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    answer({
      status: 429,
      body: {
        errors: codedApiErrors(
          'TOO_MANY_ATTEMPTS',
          'Too many attempts. Please wait a few minutes and try again.',
        ),
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Please wait a few minutes and try again.',
    );
    expect(screen.getByRole('button', { name: 'Register Account' })).toBeEnabled();
  });

  it("falls back to 'Registration failed. Please try again.' when the server says nothing", async () => {
    serverWith({ status: 502, body: null });
    const { user } = renderApp('/register-account');
    await screen.findByRole('heading', { level: 1, name: 'Create an online profile' });
    await fillStepOne(user);
    await user.click(screen.getByRole('button', { name: 'Register Account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Registration failed. Please try again.',
    );
  });

  it('shows the first failing rule and focuses its field; one toggle shows both passwords', async () => {
    serverWith();
    const { user } = renderApp('/register-account');
    await screen.findByRole('heading', { level: 1, name: 'Create an online profile' });
    await fillStepOne(user);
    await user.clear(screen.getByLabelText('Confirm e-mail address'));
    await user.type(screen.getByLabelText('Confirm e-mail address'), 'other@example.co.za');
    await user.click(screen.getByRole('button', { name: 'Register Account' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter matching emails');
    expect(screen.getByLabelText('Confirm e-mail address')).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Show passwords' }));
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'text');
    expect(screen.getByLabelText('Re-enter password')).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide passwords' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it("holds the server's rules: a passport number of letters and digits, then the one e-mail rule, each on its field", async () => {
    // What the server answers such a step 1: one refusal naming every field (its VALIDATION code).
    const requests = serverWith({
      status: 400,
      body: {
        errors: codedApiErrors(
          'VALIDATION',
          'EmailAddress: Please enter a valid  Email address.; EmailAddressConfirmation: Please enter a valid  Email address.; IDPassportNumber: Please enter a valid Passport number.',
        ),
      },
    });
    const { user } = renderApp('/register-account');
    await screen.findByRole('heading', { level: 1, name: 'Create an online profile' });
    await fillStepOne(user);
    await user.selectOptions(screen.getByLabelText('ID type'), 'PASS');
    await user.clear(screen.getByLabelText('Passport number'));
    await user.type(screen.getByLabelText('Passport number'), 'A12 34/5');
    for (const label of ['E-mail address', 'Confirm e-mail address']) {
      await user.clear(screen.getByLabelText(label));
      await user.type(screen.getByLabelText(label), 'jane@example.c');
    }

    await user.click(screen.getByRole('button', { name: 'Register Account' }));
    const passport = screen.getByLabelText('Passport number');
    await waitFor(() => expect(passport).toHaveFocus());
    expect(passport).toHaveAccessibleDescription('Please enter a valid Passport number.');
    expect(screen.getAllByRole('alert')).toHaveLength(1);

    await user.clear(passport);
    await user.type(passport, 'A1234567');
    await user.click(screen.getByRole('button', { name: 'Register Account' }));
    const email = screen.getByLabelText('E-mail address');
    await waitFor(() => expect(email).toHaveFocus());
    expect(email).toHaveAccessibleDescription(USER_MESSAGES.email.replace(/\s+/g, ' '));
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      USER_MESSAGES.email,
    ]);
    expect(requests.filter((request) => request.url === '/api/auth/register')).toEqual([]);
  });

  it('keeps a contact number as typed, however long, and says it is not valid', async () => {
    const requests = serverWith();
    const { user } = renderApp('/register-account');
    await screen.findByRole('heading', { level: 1, name: 'Create an online profile' });
    await fillStepOne(user);
    const number = screen.getByLabelText('Contact number');
    await user.clear(number);
    await user.type(number, '082 123 4567 8901 2345 6789');
    expect(number).toHaveValue('082 123 4567 8901 2345 6789');

    await user.click(screen.getByRole('button', { name: 'Register Account' }));
    await waitFor(() => expect(number).toHaveFocus());
    expect(number).toHaveAccessibleDescription(/Invalid phone number/);
    expect(requests.filter((request) => request.url === '/api/auth/register')).toEqual([]);
  });

  it('goes on from the country search to the number with Tab, and back to the country with Shift+Tab', async () => {
    serverWith();
    const { user } = renderApp('/register-account');
    await screen.findByRole('heading', { level: 1, name: 'Create an online profile' });
    const country = screen.getByRole('button', { name: 'ZA – country code: South Africa +27' });

    await user.click(country);
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Search countries' })).toHaveFocus(),
    );
    await user.tab();
    expect(screen.getByLabelText('Contact number')).toHaveFocus();
    expect(screen.queryByRole('combobox', { name: 'Search countries' })).toBeNull();

    await user.click(country);
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Search countries' })).toHaveFocus(),
    );
    await user.tab({ shift: true });
    expect(country).toHaveFocus();
  });

  it('searches the country picker and keeps the calling code out of the typed number', async () => {
    serverWith();
    const { user } = renderApp('/register-account');
    await screen.findByRole('heading', { level: 1, name: 'Create an online profile' });
    await user.click(screen.getByRole('button', { name: 'ZA – country code: South Africa +27' }));
    // The picker opens once the country list has loaded; its search field takes focus then.
    const search = await screen.findByRole('combobox', { name: 'Search countries' });
    await waitFor(() => expect(search).toHaveFocus());
    await user.type(search, 'namib');
    expect(
      within(screen.getByRole('listbox', { name: 'Countries' })).getAllByRole('option'),
    ).toHaveLength(1);
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'NA – country code: Namibia +264' })).toHaveFocus();
    expect(screen.getByText('+264', { exact: false })).toBeInTheDocument();
  });

  it('opens the Website Terms and Conditions and the Privacy Policy in dialogs', async () => {
    serverWith();
    const { user } = renderApp('/register-account');
    await screen.findByRole('heading', { level: 1, name: 'Create an online profile' });
    await user.click(screen.getByRole('button', { name: 'Website Terms and Conditions' }));
    // The PAGEPOST dialog: the content service's page, fetched by its slug.
    expect(
      await within(
        await screen.findByRole('dialog', { name: 'Website Terms and Conditions' }),
      ).findByText('These website terms apply to every visitor of bluu.co.za.'),
    ).toBeVisible();
    await user.keyboard('{Escape}');
    expect(
      screen.getByText('Your email address is 100% safe with us.', { exact: false }),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Privacy Policy' }));
    expect(
      await within(await screen.findByRole('dialog', { name: 'Privacy Policy' })).findByText(
        'We keep your details only to manage your rentals.',
      ),
    ).toBeVisible();
  });
});
