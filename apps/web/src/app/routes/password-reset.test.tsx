import { codedApiErrors, SUCCESS } from '@bluu/contracts/api-errors';
import { USER_MESSAGES } from '@bluu/contracts/users';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, ok, type FakeAnswer } from '@test/fake-api.ts';
import { pageRoute, SITEMAP_PAGE } from '@test/content-fixtures.ts';
import { BRANCHES } from '@test/fixtures.ts';
import { renderApp } from '@test/render-app.tsx';

const RESET = 'POST /api/web/user/send-external-password-reset';
const U = '0b7c2f4e-5d7a-4c1e-9a77-3f1e6a0d9b21';

async function renderReset() {
  const app = renderApp('/password-reset/0b7c2f4e-5d7a-4c1e-9a77-3f1e6a0d9b21/the-secret');
  const form = await screen.findByRole('form', { name: 'Choose a new password' });
  const password = within(form).getByLabelText('New password');
  const confirm = within(form).getByLabelText('New password confirmation');
  const submit = () => app.user.click(within(form).getByRole('button', { name: 'Submit' }));
  return { ...app, form, password, confirm, submit };
}

describe('the password reset page', () => {
  it('asks for both fields, a long enough password and a match, one at a time', async () => {
    const requests = fakeApi({ 'GET /api/Branch': () => ok(BRANCHES) });
    const { user, form, password, confirm, submit } = await renderReset();
    const expectProblem = async (message: string, field: HTMLElement) => {
      expect(within(form).getAllByRole('alert')).toHaveLength(1);
      expect(within(form).getByRole('alert')).toHaveTextContent(message);
      expect(field).toHaveAttribute('aria-invalid', 'true');
      await waitFor(() => expect(field).toHaveFocus());
    };

    await submit();
    await expectProblem(USER_MESSAGES.newPassword, password);
    await user.type(password, 'short');
    expect(within(form).queryByRole('alert')).toBeNull();
    await submit();
    await expectProblem(USER_MESSAGES.newPasswordConfirmation, confirm);
    await user.type(confirm, 'short');
    await submit();
    await expectProblem(USER_MESSAGES.passwordLength, password);
    await user.type(password, '-but-longer');
    await submit();
    await expectProblem(USER_MESSAGES.passwordsDoNotMatch, confirm);
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(0);
  });

  it('sends the link parts with the passwords and shows the success message', async () => {
    let answer: (value: FakeAnswer) => void = () => {};
    const requests = fakeApi({
      'GET /api/Branch': () => ok(BRANCHES),
      [RESET]: () => new Promise((resolve) => (answer = resolve)),
    });
    const { user, form, password, confirm, submit } = await renderReset();
    await user.type(password, 'Karoo-sunset-7');
    await user.type(confirm, 'Karoo-sunset-7');
    await submit();

    expect(await within(form).findByRole('button', { name: 'Submitting…' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(requests.find((request) => request.url.endsWith('password-reset'))?.body).toEqual({
      resetPasswordDetails: {
        password: 'Karoo-sunset-7',
        passwordConfirm: 'Karoo-sunset-7',
        txtU: '0b7c2f4e-5d7a-4c1e-9a77-3f1e6a0d9b21',
        txtC: 'the-secret',
      },
    });
    answer(ok({ errors: SUCCESS, error: '' }));

    expect(await screen.findByRole('status')).toHaveTextContent(USER_MESSAGES.passwordChanged);
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    expect(screen.queryByLabelText('New password')).toBeNull();
  });

  it("shows the server's message for a used or expired link", async () => {
    fakeApi({
      'GET /api/Branch': () => ok(BRANCHES),
      [RESET]: () => ({
        status: 410,
        body: { errors: codedApiErrors('CODE_EXPIRED', USER_MESSAGES.resetLinkExpired) },
      }),
    });
    const { user, form, password, confirm, submit } = await renderReset();
    await user.type(password, 'Karoo-sunset-7');
    await user.type(confirm, 'Karoo-sunset-7');
    await submit();
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      USER_MESSAGES.resetLinkExpired,
    );
  });

  it('tells a link refused for its parts (cut short, too long) as expired, never in field paths', async () => {
    const raw = 'resetPasswordDetails.txtC: Too small: expected string to have >=1 characters';
    fakeApi({
      'GET /api/Branch': () => ok(BRANCHES),
      [RESET]: () => ({ status: 400, body: { errors: codedApiErrors('VALIDATION', raw) } }),
    });
    const { user, form, password, confirm, submit } = await renderReset();
    await user.type(password, 'Karoo-sunset-7');
    await user.type(confirm, 'Karoo-sunset-7');
    await submit();
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      USER_MESSAGES.resetLinkExpired,
    );
    expect(within(form).queryByText(raw)).toBeNull();
  });

  it.each([`/password-reset/${U}`, `/password-reset/${U}/`])(
    '%s, a link without its code, is no reset page: it ends on /404',
    async (path) => {
      const requests = fakeApi({
        'GET /api/Branch': () => ok(BRANCHES),
        ...pageRoute(SITEMAP_PAGE),
        ...pageRoute(null, U),
      });
      const { router } = renderApp(path);

      expect(
        await screen.findByRole('heading', { name: '404 Page not found', level: 1 }),
      ).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/404');
      expect(screen.queryByRole('form', { name: 'Choose a new password' })).toBeNull();
      expect(requests.filter((request) => request.method === 'POST')).toHaveLength(0);
    },
  );

  it('sends a code of several segments whole', async () => {
    const requests = fakeApi({
      'GET /api/Branch': () => ok(BRANCHES),
      [RESET]: () => ok({ errors: SUCCESS, error: '' }),
    });
    const { user } = renderApp(`/password-reset/${U}/part-one/part-two`);
    const form = await screen.findByRole('form', { name: 'Choose a new password' });
    await user.type(within(form).getByLabelText('New password'), 'Karoo-sunset-7');
    await user.type(within(form).getByLabelText('New password confirmation'), 'Karoo-sunset-7');
    await user.click(within(form).getByRole('button', { name: 'Submit' }));

    expect(await screen.findByRole('status')).toHaveTextContent(USER_MESSAGES.passwordChanged);
    expect(requests.find((request) => request.url.endsWith('password-reset'))?.body).toMatchObject({
      resetPasswordDetails: { txtU: U, txtC: 'part-one/part-two' },
    });
  });
});
