import { codedApiErrors, SUCCESS } from '@bluu/contracts/api-errors';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, ok, type FakeAnswer } from '@test/fake-api.ts';
import { renderApp } from '@test/render-app.tsx';
import { INITIAL_ADDRESS_FORM } from '@/features/registration/utils/address-form.ts';
import {
  keepRegistrationDraft,
  keptDetails,
  readRegistrationDraft,
} from '@/features/registration/utils/registration-draft.ts';
import { INITIAL_REGISTRATION } from '@/features/registration/utils/registration-form.ts';

const STATE = {
  email: 'naledi@example.co.za',
  token: 'tok-1',
  phoneNumber: '+27-821234567',
  payload: { token: 'tok-1', emailAddress: 'naledi@example.co.za', city: 'Johannesburg' },
};

function serverWith(verify: FakeAnswer) {
  return fakeApi({
    'POST /api/auth/verify-otp/naledi%40example.co.za': () => verify,
    'PUT /api/auth/update/naledi%40example.co.za': () => ok({ errors: SUCCESS, token: 'tok-1' }),
    'POST /api/auth/verify-account/naledi%40example.co.za': () =>
      ok({ errors: SUCCESS, action: ['SENDOTP'] }),
  });
}

async function openOtp() {
  const app = renderApp({ pathname: '/otp', state: STATE });
  await screen.findByRole('heading', { level: 1, name: 'Confirm OTP' });
  return app;
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('/otp', () => {
  it('verifies the OTP, updates the profile again with the token and offers Sign in', async () => {
    const requests = serverWith(ok({ errors: SUCCESS, action: ['VERIFYOTP'] }));
    const { user, router } = await openOtp();
    expect(screen.getByRole('main')).toHaveTextContent('naledi@example.co.za');
    await user.type(screen.getByLabelText('OTP'), '4821');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(
      await screen.findByText('Congratulations. You successfully created your online profile.'),
    ).toBeVisible();
    expect(requests.map((request) => `${request.method} ${request.url}`)).toEqual([
      'POST /api/auth/verify-otp/naledi%40example.co.za',
      'PUT /api/auth/update/naledi%40example.co.za',
    ]);
    expect(requests[0]?.body).toEqual({
      token: 'tok-1',
      deviceId: '',
      userType: 'Registered',
      otp: '4821',
    });
    expect(requests[1]?.body).toEqual(STATE.payload);
    await user.click(screen.getByRole('link', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('moves the focus to the message when it replaces the form, so that it is read', async () => {
    serverWith(ok({ errors: SUCCESS, action: ['VERIFYOTP'] }));
    const { user } = await openOtp();
    await user.type(screen.getByLabelText('OTP'), '4821');
    await user.keyboard('{Enter}');

    const message = await screen.findByRole('status');
    expect(message).toHaveTextContent(
      'Congratulations. You successfully created your online profile.',
    );
    expect(message).toHaveFocus();
  });

  it('forgets what was typed for the registration once the profile is confirmed', async () => {
    serverWith(ok({ errors: SUCCESS, action: ['VERIFYOTP'] }));
    keepRegistrationDraft({
      details: keptDetails({ ...INITIAL_REGISTRATION, registerEmail: STATE.email }),
      address: INITIAL_ADDRESS_FORM,
      started: [{ email: STATE.email, token: STATE.token }],
      reached: null,
    });
    const { user } = await openOtp();
    await user.type(screen.getByLabelText('OTP'), '4821');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    await screen.findByText('Congratulations. You successfully created your online profile.');
    // Back to /register-account then starts afresh, not with a registration already confirmed.
    expect(readRegistrationDraft()).toBeNull();
  });

  it("says 'Invalid action received' when the answer lacks VERIFYOTP", async () => {
    serverWith(ok({ errors: SUCCESS, action: ['SENDOTP'] }));
    const { user } = await openOtp();
    await user.type(screen.getByLabelText('OTP'), '4821');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid action received');
  });

  it("shows the server's message, else 'Invalid OTP. Please try again.'", async () => {
    serverWith({
      status: 429,
      body: {
        errors: codedApiErrors(
          'TOO_MANY_ATTEMPTS',
          'Too many incorrect OTP attempts. Please request a new OTP.',
        ),
      },
    });
    const { user } = await openOtp();
    await user.type(screen.getByLabelText('OTP'), '1111');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many incorrect OTP attempts. Please request a new OTP.',
    );
    cleanup();
    vi.restoreAllMocks();
    serverWith({ status: 400, body: null });
    const second = await openOtp();
    await second.user.type(screen.getByLabelText('OTP'), '1111');
    await second.user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid OTP. Please try again.');
  });

  it("shows 'Verifying...' while it checks, and the OTP rules before sending", async () => {
    let answer: (value: FakeAnswer) => void = () => undefined;
    fakeApi({
      'POST /api/auth/verify-otp/naledi%40example.co.za': () =>
        new Promise<FakeAnswer>((resolve) => (answer = resolve)),
    });
    const { user } = await openOtp();
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(screen.getByRole('alert')).toHaveTextContent('OTP must be at least 1 digits.');
    await user.type(screen.getByLabelText('OTP'), '12345');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(screen.getByRole('alert')).toHaveTextContent('OTP must be at most 4 digits.');
    await user.clear(screen.getByLabelText('OTP'));
    await user.type(screen.getByLabelText('OTP'), '1234');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(await screen.findByRole('button', { name: 'Verifying...' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    answer(ok({ errors: SUCCESS, action: ['VERIFYOTP'] }));
  });

  it('sends a new OTP on request', async () => {
    const requests = serverWith(ok({ errors: SUCCESS, action: ['VERIFYOTP'] }));
    const { user } = await openOtp();
    await user.click(screen.getByRole('button', { name: 'Send a new OTP' }));
    expect(await screen.findByText('A new OTP has been sent.')).toBeVisible();
    expect(requests[0]?.body).toEqual({
      contactNumber: '+27-821234567',
      deviceId: '',
      token: '',
      userType: '',
    });
  });

  it('opened without a registration, points to Create an online profile', async () => {
    renderApp('/otp');
    expect(await screen.findByRole('link', { name: 'Create an online profile' })).toHaveAttribute(
      'href',
      '/register-account',
    );
  });

  it('shows none of a registration from before Logout (Back at a shared computer): not its e-mail', async () => {
    renderApp({ pathname: '/otp', state: STATE }, { stamped: false });
    expect(await screen.findByRole('link', { name: 'Create an online profile' })).toBeVisible();
    expect(screen.getByRole('main')).not.toHaveTextContent('naledi@example.co.za');
  });
});
