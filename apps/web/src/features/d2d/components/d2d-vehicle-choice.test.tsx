import type { D2dQuoteRequest } from '@bluu/contracts/d2d';
import { D2D_FEE_MESSAGES } from '@bluu/contracts/d2d-rules';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, ok } from '@test/fake-api.ts';
import { quoteOf, STATE } from '@/features/d2d/test/transfer-fixtures.ts';
import { D2DVehicleChoice } from './d2d-vehicle-choice.tsx';

function renderChoice() {
  fakeApi({
    'POST /api/Quote/d2d': (body) => ok(quoteOf(body as D2dQuoteRequest)),
    'POST /api/Quote/d2d/save': (body) => {
      const request = body as D2dQuoteRequest & { emailAddress: string };
      return ok({
        ...quoteOf(request),
        quoteNumber: 'D2Q7K4M9P2',
        expiresAt: '2026-12-03 23:59:59',
        emailAddress: request.emailAddress,
      });
    },
  });
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/get-quote/']}>
        <D2DVehicleChoice state={STATE} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return user;
}

/** Chooses the people carrier and e-mails its quotation; the dialog then says where it went. */
async function sendQuotation(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Select' }));
  const panel = screen.getByRole('complementary', { name: 'Your quote' });
  const send = within(panel).getByRole('button', { name: 'Send your quotation' });
  await vi.waitFor(() => expect(send).toBeEnabled());
  await user.click(send);
  const dialog = await screen.findByRole('dialog', { name: 'Send your quotation' });
  await user.type(within(dialog).getByLabelText('First name'), 'Thandi');
  await user.type(within(dialog).getByLabelText('Last name'), 'Nkosi');
  await user.type(within(dialog).getByLabelText('Email address'), 'thandi@example.co.za');
  await user.click(within(dialog).getByRole('checkbox', { name: /Terms & Conditions/ }));
  await user.click(within(dialog).getByRole('button', { name: 'Send your quotation' }));
  await within(dialog).findByText(/^Your quotation has been sent to /);
  return { dialog, send };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the Door2Door vehicle choice', () => {
  it('hands the focus, when the sent quotation dialog closes with Escape, to the note saying where it went', async () => {
    const user = renderChoice();
    const { send } = await sendQuotation(user);
    expect(send).toBeDisabled();

    await user.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText(/^Your quotation was sent to thandi@example\.co\.za/)).toHaveFocus();
  });

  it('hands the focus, when the sent quotation dialog closes with ×, to the note saying where it went', async () => {
    const user = renderChoice();
    const { dialog } = await sendQuotation(user);

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText(/^Your quotation was sent to thandi@example\.co\.za/)).toHaveFocus();
  });

  it('keeps every character of the additional fee and says when it is no amount it takes', async () => {
    const user = renderChoice();
    await user.click(screen.getByRole('button', { name: 'Select' }));
    const fee = screen.getByLabelText('Additional fee (R)');
    const hint = () => document.getElementById(fee.getAttribute('aria-describedby')!)?.textContent;
    await user.type(fee, '100 000,00');
    expect(fee).toHaveValue('100 000,00');
    expect(hint()).toBe('In rands, e.g. 150 or 150,50.');
    await user.clear(fee);
    await user.type(fee, '1 000 000,00');
    expect(fee).toHaveValue('1 000 000,00');
    expect(hint()).toBe(D2D_FEE_MESSAGES.tooLarge);
  });

  it('returns the focus to Send your quotation when the dialog closes unsent', async () => {
    const user = renderChoice();
    await user.click(screen.getByRole('button', { name: 'Select' }));
    const panel = screen.getByRole('complementary', { name: 'Your quote' });
    const send = within(panel).getByRole('button', { name: 'Send your quotation' });
    await vi.waitFor(() => expect(send).toBeEnabled());
    await user.click(send);
    await screen.findByRole('dialog', { name: 'Send your quotation' });

    await user.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(send).toHaveFocus();
  });
});
