import { fieldApiErrors, SUCCESS } from '@bluu/contracts/api-errors';
import { SANDTON_CITY } from '@test/places.ts';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { useLayoutEffect } from 'react';
import {
  MemoryRouter,
  Route,
  Routes,
  useLocation,
  useNavigate,
  type InitialEntry,
  type Location,
} from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, ok, type Handler, type RecordedRequest } from '@test/fake-api.ts';
import { startNewJourneySession } from '@/lib/journey/journey-session.ts';
import { clearSessionStorage } from '@/lib/session-storage.ts';
import { RegistrationPage } from './registration-page.tsx';

const EMAIL = 'naledi@example.co.za';
const OTHER_EMAIL = 'naledi.mokoena@example.co.za';

/**
 * The server: each step-1 answer a new token (tok-1, tok-2, …), as for a new e-mail, unless
 * `refuse` answers a step instead.
 */
function fakeServer(refuse: { register?: Handler; update?: Handler } = {}): RecordedRequest[] {
  let tokens = 0;
  const update = refuse.update ?? (() => ok({ errors: SUCCESS, token: 'ignored' }));
  const verify = () => ok({ errors: SUCCESS, action: ['SENDOTP'] });
  return fakeApi({
    'POST /api/auth/register':
      refuse.register ?? (() => ok({ errors: SUCCESS, token: `tok-${++tokens}` })),
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
    [`PUT /api/auth/update/${encodeURIComponent(EMAIL)}`]: update,
    [`PUT /api/auth/update/${encodeURIComponent(OTHER_EMAIL)}`]: update,
    [`POST /api/auth/verify-account/${encodeURIComponent(EMAIL)}`]: verify,
    [`POST /api/auth/verify-account/${encodeURIComponent(OTHER_EMAIL)}`]: verify,
  });
}

const sent = (requests: RecordedRequest[], path: string) =>
  requests.filter((request) => request.url.startsWith(path));

let shown: Location | undefined;

/** The browser's own buttons, and the entry it shows. */
function Browser() {
  const navigate = useNavigate();
  const location = useLocation();
  useLayoutEffect(() => {
    shown = location;
  }, [location]);
  return (
    <>
      <button type="button" onClick={() => void navigate(-1)}>
        Browser Back
      </button>
      <button type="button" onClick={() => void navigate(1)}>
        Browser Forward
      </button>
    </>
  );
}

/** The page at the last of `entries`, the tab's history before it (`/`, the home page, first). */
function openPage(entries: InitialEntry[] = ['/', '/register-account']): UserEvent {
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
      <Routes>
        <Route path="/" element={<h1>Home</h1>} />
        <Route path="/register-account" element={<RegistrationPage />} />
        <Route path="/otp" element={<h1>Confirm OTP</h1>} />
      </Routes>
      <Browser />
    </MemoryRouter>,
  );
  return user;
}

/**
 * A reload of the tab: the page starts afresh at the entry shown, after the entries `before` it;
 * only session storage and the entries' states remain.
 */
function reload(before: InitialEntry[] = ['/']): UserEvent {
  const entry = shown;
  cleanup();
  return openPage([...before, { pathname: entry?.pathname, state: entry?.state as unknown }]);
}

const stepOne = () => screen.findByRole('heading', { level: 1, name: 'Create an online profile' });
const stepTwo = () =>
  screen.findByRole('heading', { level: 1, name: 'Complete Your Registration' });

async function fillStepOne(user: UserEvent, { email = EMAIL, password = 'FirstPass1' } = {}) {
  await user.selectOptions(screen.getByLabelText('ID type'), 'SAID');
  await user.type(screen.getByLabelText('ID / Passport number'), '8001015009087');
  await user.selectOptions(screen.getByLabelText('Title'), 'MS');
  await user.type(screen.getByLabelText('First name'), 'Naledi');
  await user.type(screen.getByLabelText('Last name'), 'Mokoena');
  await user.type(screen.getByLabelText('Contact number'), '082 123 4567');
  await user.type(screen.getByLabelText('E-mail address'), email);
  await user.type(screen.getByLabelText('Confirm e-mail address'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.type(screen.getByLabelText('Re-enter password'), password);
  await user.click(
    screen.getByRole('checkbox', {
      name: 'I have read and accept the Website Terms and Conditions',
    }),
  );
}

async function chooseHomeAddress(user: UserEvent) {
  await user.type(screen.getByRole('combobox', { name: 'Search for your address' }), 'Sandton Ci');
  await user.click(await screen.findByRole('option', { name: /Sandton City/ }));
  await waitFor(() =>
    expect(screen.getByLabelText('Address Line 1*')).toHaveValue('83 Rivonia Road'),
  );
}

/** Step 1 filled and sent, step 2 reached with its home address chosen and line 2 typed. */
async function reachStepTwo(user: UserEvent) {
  await stepOne();
  await fillStepOne(user);
  await user.click(screen.getByRole('button', { name: 'Register Account' }));
  await stepTwo();
  await chooseHomeAddress(user);
  await user.clear(screen.getByLabelText('Address Line 2'));
  await user.type(screen.getByLabelText('Address Line 2'), 'Unit 4');
}

function expectStepOneAsTyped() {
  expect(screen.getByLabelText('ID type')).toHaveValue('SAID');
  expect(screen.getByLabelText('ID / Passport number')).toHaveValue('8001015009087');
  expect(screen.getByLabelText('Title')).toHaveValue('MS');
  expect(screen.getByLabelText('First name')).toHaveValue('Naledi');
  expect(screen.getByLabelText('Last name')).toHaveValue('Mokoena');
  expect(screen.getByLabelText('Contact number')).toHaveValue('082 123 4567');
  expect(screen.getByLabelText('E-mail address')).toHaveValue(EMAIL);
  expect(screen.getByLabelText('Confirm e-mail address')).toHaveValue(EMAIL);
  expect(
    screen.getByRole('checkbox', {
      name: 'I have read and accept the Website Terms and Conditions',
    }),
  ).toBeChecked();
}

const PASSWORD_CHOSEN = /You chose your password when you first sent this form/;

afterEach(() => {
  vi.restoreAllMocks();
  shown = undefined;
});

describe('registration in the history of the tab', () => {
  it('returns to step 1 on Back with everything typed, and to step 2 on Forward', async () => {
    fakeServer();
    const user = openPage();
    await reachStepTwo(user);

    await user.click(screen.getByRole('button', { name: 'Browser Back' }));
    const heading = await stepOne();
    await waitFor(() => expect(heading).toHaveFocus());
    expect(shown?.pathname).toBe('/register-account');
    expectStepOneAsTyped();
    // The password was set with the first step 1; it is not asked again, nor changed.
    expect(screen.getByText(PASSWORD_CHOSEN)).toBeVisible();
    expect(screen.queryByLabelText('Password')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Browser Forward' }));
    await stepTwo();
    expect(screen.getByLabelText('Address Line 1*')).toHaveValue('83 Rivonia Road');
    expect(screen.getByLabelText('Address Line 2')).toHaveValue('Unit 4');
  });

  it('goes on with the first token when step 1 is sent again for the same e-mail, with the corrected details', async () => {
    const requests = fakeServer();
    const user = openPage();
    await reachStepTwo(user);
    await user.click(screen.getByRole('button', { name: 'Browser Back' }));
    await stepOne();
    await user.clear(screen.getByLabelText('First name'));
    await user.type(screen.getByLabelText('First name'), 'Nalediwe');
    await user.click(screen.getByRole('button', { name: 'Register Account' }));

    await stepTwo();
    // Sent again, the server would keep the first profile and answer a token that writes nothing.
    expect(sent(requests, '/api/auth/register')).toHaveLength(1);
    expect(screen.getByLabelText('Address Line 2')).toHaveValue('Unit 4');
    await user.click(screen.getByRole('button', { name: 'Complete Registration' }));
    await waitFor(() => expect(shown?.pathname).toBe('/otp'));
    expect(sent(requests, '/api/auth/update/')[0]?.body).toMatchObject({
      token: 'tok-1',
      firstName: 'Nalediwe',
      emailAddress: EMAIL,
      suburb: 'Unit 4',
    });
    expect(shown?.state).toMatchObject({ email: EMAIL, token: 'tok-1' });
  });

  it('starts a new registration, with its own token and password, for another e-mail', async () => {
    const requests = fakeServer();
    const user = openPage();
    await reachStepTwo(user);
    await user.click(screen.getByRole('button', { name: 'Browser Back' }));
    await stepOne();
    for (const label of ['E-mail address', 'Confirm e-mail address']) {
      await user.clear(screen.getByLabelText(label));
      await user.type(screen.getByLabelText(label), OTHER_EMAIL);
    }
    expect(screen.queryByText(PASSWORD_CHOSEN)).toBeNull();
    expect(screen.getByLabelText('Password')).toHaveValue('');
    await user.type(screen.getByLabelText('Password'), 'SecondPass1');
    await user.type(screen.getByLabelText('Re-enter password'), 'SecondPass1');
    await user.click(screen.getByRole('button', { name: 'Register Account' }));

    await stepTwo();
    expect(sent(requests, '/api/auth/register').map((request) => request.body)).toMatchObject([
      { EmailAddress: EMAIL, Password: 'FirstPass1' },
      { EmailAddress: OTHER_EMAIL, Password: 'SecondPass1' },
    ]);
    // The address is asked afresh for the new registration (spec 001 §4).
    expect(screen.getByLabelText('Address Line 1*')).toHaveValue('');
    await chooseHomeAddress(user);
    await user.click(screen.getByRole('button', { name: 'Complete Registration' }));
    await waitFor(() => expect(shown?.pathname).toBe('/otp'));
    expect(sent(requests, '/api/auth/update/')[0]).toMatchObject({
      url: `/api/auth/update/${encodeURIComponent(OTHER_EMAIL)}`,
      body: { token: 'tok-2', emailAddress: OTHER_EMAIL },
    });
  });

  it('keeps step 2 and what was typed on both steps over a reload, never the passwords', async () => {
    fakeServer();
    let user = openPage();
    await reachStepTwo(user);

    user = reload(['/', '/register-account']);
    await stepTwo();
    expect(screen.getByLabelText('Address Line 1*')).toHaveValue('83 Rivonia Road');
    expect(screen.getByLabelText('Address Line 2')).toHaveValue('Unit 4');
    expect(JSON.stringify(sessionStorage)).not.toContain('FirstPass1');

    await user.click(screen.getByRole('button', { name: 'Browser Back' }));
    await stepOne();
    expectStepOneAsTyped();
    expect(screen.getByText(PASSWORD_CHOSEN)).toBeVisible();
  });

  it('keeps step 1 as typed over a reload, with the passwords to type again', async () => {
    fakeServer();
    const user = openPage();
    await stepOne();
    await fillStepOne(user);

    reload();
    await stepOne();
    expectStepOneAsTyped();
    expect(screen.getByLabelText('Password')).toHaveValue('');
    expect(screen.getByLabelText('Re-enter password')).toHaveValue('');
    expect(JSON.stringify(sessionStorage)).not.toContain('FirstPass1');
  });

  it.each([
    ['Logout', clearSessionStorage],
    ['another account signing in (a new journey session)', startNewJourneySession],
  ])('keeps nothing typed after %s', async (_name, forget) => {
    fakeServer();
    const user = openPage();
    await reachStepTwo(user);
    reload(['/', '/register-account']);
    await stepTwo();

    forget();
    reload(['/', '/register-account']);
    // Back or reload at step 2 finds no registration of this journey session: an empty step 1.
    await stepOne();
    expect(screen.getByLabelText('First name')).toHaveValue('');
    expect(screen.getByLabelText('E-mail address')).toHaveValue('');
    expect(screen.getByLabelText('Password')).toBeVisible();
  });
});

/** A refusal as our server words one: one VALIDATION entry per failing field. */
const refused =
  (...refusals: Array<{ field?: string; message: string }>) =>
  () => ({
    status: 400,
    body: { errors: fieldApiErrors('VALIDATION', refusals) },
  });

describe("the server's refusal of a step, each message on its field", () => {
  it('marks each refused field of step 1, focuses the first, and alerts the rest', async () => {
    const firstName = 'First name must be at most 40 characters.';
    const email = 'This e-mail address cannot receive mail.';
    fakeServer({
      register: refused(
        { field: 'EmailAddress', message: email },
        { field: 'FirstName', message: firstName },
        { message: 'Please try again in a moment.' },
      ),
    });
    const user = openPage();
    await stepOne();
    await fillStepOne(user);
    await user.click(screen.getByRole('button', { name: 'Register Account' }));

    const firstNameInput = screen.getByLabelText('First name');
    await waitFor(() => expect(firstNameInput).toHaveFocus());
    expect(firstNameInput).toHaveAttribute('aria-invalid', 'true');
    expect(firstNameInput).toHaveAccessibleDescription(firstName);
    expect(screen.getByLabelText('E-mail address')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('E-mail address')).toHaveAccessibleDescription(email);
    expect(screen.getByLabelText('Last name')).not.toHaveAttribute('aria-invalid');
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      firstName,
      email,
      'Please try again in a moment.',
    ]);

    await user.type(firstNameInput, 'e');
    expect(screen.queryAllByRole('alert')).toEqual([]);
    expect(firstNameInput).not.toHaveAttribute('aria-invalid');
  });

  it("marks step 2's refused address fields, and alerts a field of step 1", async () => {
    const postCode = 'Postal Code must be at most 10 characters.';
    const country = 'Country must be at most 60 characters.';
    fakeServer({
      update: refused(
        { field: 'lastName', message: 'Please enter your Last name.' },
        { field: 'billingCountry', message: country },
        { field: 'postCode', message: postCode },
      ),
    });
    const user = openPage();
    await reachStepTwo(user);
    await user.click(screen.getByRole('button', { name: 'Complete Registration' }));

    const postalCode = screen.getByLabelText('Postal Code*');
    await waitFor(() => expect(postalCode).toHaveFocus());
    expect(postalCode).toHaveAccessibleDescription(postCode);
    // The home address is the billing address too: its country was refused as the billing one.
    expect(screen.getByLabelText('Country*')).toHaveAccessibleDescription(country);
    expect(screen.getByLabelText('Country*')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      postCode,
      country,
      'Please enter your Last name.',
    ]);
  });
});

describe('step 2 after a corrected step 1', () => {
  it('sends the phone country and number step 1 now has', async () => {
    const requests = fakeServer();
    const user = openPage();
    await reachStepTwo(user);
    await user.click(screen.getByRole('button', { name: 'Browser Back' }));
    await stepOne();
    await user.click(screen.getByRole('button', { name: 'ZA – country code: South Africa +27' }));
    const search = await screen.findByRole('combobox', { name: 'Search countries' });
    await waitFor(() => expect(search).toHaveFocus());
    await user.type(search, 'namib');
    await user.keyboard('{Enter}');
    await user.clear(screen.getByLabelText('Contact number'));
    await user.type(screen.getByLabelText('Contact number'), '081 123 4567');
    await user.click(screen.getByRole('button', { name: 'Register Account' }));

    await stepTwo();
    await user.click(screen.getByRole('button', { name: 'Complete Registration' }));
    await waitFor(() => expect(shown?.pathname).toBe('/otp'));
    expect(sent(requests, '/api/auth/register')).toHaveLength(1);
    expect(sent(requests, '/api/auth/update/')[0]?.body).toMatchObject({
      token: 'tok-1',
      phoneNoCountry: 'NA',
      contactNumber: '+264-811234567',
    });
  });
});

describe('the fields step 2 needs', () => {
  it('marks them with a "*" the form explains, as required, and names them without the mark', async () => {
    fakeServer();
    const user = openPage();
    await stepOne();
    await fillStepOne(user);
    await user.click(screen.getByRole('button', { name: 'Register Account' }));
    await stepTwo();

    expect(screen.getByText('Fields marked * are needed.')).toBeVisible();
    const home = screen.getByRole('group', { name: 'Home Address' });
    // The search is not named again after its group.
    const search = within(home).getByRole('combobox', { name: 'Search for your address' });
    expect(search).toBeRequired();
    expect(home.querySelector(`label[for="${search.id}"]`)).toHaveTextContent(
      'Search for your address*',
    );
    for (const name of ['Address Line 1', 'City', 'Postal Code'])
      expect(within(home).getByRole('textbox', { name })).toBeRequired();
    for (const name of ['Province', 'Country'])
      expect(within(home).getByRole('combobox', { name })).toBeRequired();
    expect(within(home).getByRole('textbox', { name: 'Address Line 2' })).not.toBeRequired();
    expect(within(home).getByText('Address Line 1*')).toBeVisible();

    // The billing address is optional: no mark, nothing required.
    await user.click(screen.getByRole('checkbox', { name: 'Use the same address for billing' }));
    const billing = screen.getByRole('group', { name: 'Billing Address' });
    expect(within(billing).queryByText(/\*/)).toBeNull();
    expect(within(billing).getByRole('textbox', { name: 'Address Line 1' })).not.toBeRequired();
    expect(within(billing).getByRole('combobox', { name: 'Country' })).not.toBeRequired();
  });
});
