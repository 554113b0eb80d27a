import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SEND_QUOTE_MESSAGES, type QuoteContact, type SentQuote } from './send-quote-form.ts';
import { SendQuoteDialog } from './send-quote-dialog.tsx';

/** A valid address of `length` characters: 60 a's @ 60 b's . c's .co.za */
function address(length: number): string {
  return `${'a'.repeat(60)}@${'b'.repeat(60)}.${'c'.repeat(length - 128)}.co.za`;
}

function renderDialog() {
  const sent: QuoteContact[] = [];
  const send = async (contact: QuoteContact): Promise<SentQuote> => {
    sent.push(contact);
    return { quoteNumber: 'Q2345678AB', emailAddress: contact.emailAddress };
  };
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={client}>
      <SendQuoteDialog
        send={send}
        title="Send quotation"
        termsSlug="terms-and-conditions"
        onClose={() => {}}
      />
    </QueryClientProvider>,
  );
  const dialog = screen.getByRole('dialog', { name: 'Send quotation' });
  return { user, dialog, sent };
}

async function fill(
  user: ReturnType<typeof userEvent.setup>,
  dialog: HTMLElement,
  values: { name: string; surname: string; email: string },
) {
  // Pasted, as a customer copies an address from elsewhere.
  for (const [label, text] of [
    ['First name', values.name],
    ['Last name', values.surname],
    ['Email address', values.email],
  ] as const) {
    await user.click(within(dialog).getByLabelText(label));
    await user.paste(text);
  }
  await user.click(
    within(dialog).getByRole('checkbox', { name: 'I have read and accept the Terms & Conditions' }),
  );
}

const submit = (dialog: HTMLElement) =>
  within(dialog).getByRole('button', { name: 'Send your quotation' });

describe('the send-quote dialog', () => {
  it('keeps a pasted e-mail address longer than 254 characters and says it is too long', async () => {
    const { user, dialog, sent } = renderDialog();
    const tooLong = address(255);
    await fill(user, dialog, { name: 'Thandi', surname: 'Nkosi', email: tooLong });
    const email = within(dialog).getByLabelText('Email address');
    expect(email).toHaveValue(tooLong);

    await user.click(submit(dialog));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Email address must be at most 254 characters.',
    );
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Email address must be at most 254 characters.');
    expect(email).toHaveFocus();
    expect(sent).toEqual([]);
  });

  it('keeps a first name longer than a quote keeps and says it is too long', async () => {
    const { user, dialog, sent } = renderDialog();
    const long = 'Thandiwe'.repeat(25);
    await fill(user, dialog, { name: long, surname: 'Nkosi', email: 'thandi@example.co.za' });
    const name = within(dialog).getByLabelText('First name');
    expect(name).toHaveValue(long);

    await user.click(submit(dialog));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'First name must be at most 60 characters.',
    );
    expect(name).toHaveFocus();
    expect(sent).toEqual([]);
  });

  it('takes a first name of characters that show nothing as no name, and sends nothing', async () => {
    const { user, dialog, sent } = renderDialog();
    await fill(user, dialog, { name: '\u202e', surname: 'Nkosi', email: 'thandi@example.co.za' });

    await user.click(submit(dialog));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      SEND_QUOTE_MESSAGES.firstName,
    );
    expect(within(dialog).getByLabelText('First name')).toHaveFocus();
    expect(sent).toEqual([]);
  });

  it('sends an address of 188 characters as typed', async () => {
    const { user, dialog, sent } = renderDialog();
    const long = address(188);
    await fill(user, dialog, { name: 'Thandi', surname: 'Nkosi', email: long });

    await user.click(submit(dialog));

    await waitFor(() =>
      expect(sent).toEqual([{ name: 'Thandi', surname: 'Nkosi', emailAddress: long }]),
    );
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      `Your quotation has been sent to ${long}.`,
    );
  });
});
