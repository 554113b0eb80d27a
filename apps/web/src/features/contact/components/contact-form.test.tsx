import { CONTACT_ENQUIRY_TYPES } from '@bluu/contracts/content-rules';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { fakeApi, ok, type FakeAnswer } from '@test/fake-api.ts';
import { pageRoute, TERMS_PAGE } from '@test/content-fixtures.ts';
import { ContactForm } from './contact-form.tsx';

const SEND = 'POST /api/web/user/send-external-contact';
const SENT = ok({ errors: { error: [] }, error: '' });
const SUCCESS =
  'Thank You. Your mail has been successfully sent. One of our service consults will get in touch with you soon.';

function renderForm() {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <ContactForm />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  const form = screen.getByRole('form', { name: 'Send us a message' });
  return { user, form };
}

type Fill = Partial<Record<'name' | 'number' | 'email' | 'subject' | 'message', string>>;

async function fill(user: ReturnType<typeof userEvent.setup>, values: Fill, consent = true) {
  const all = {
    name: 'Thandi Nkosi',
    number: '082 123 4567',
    email: 'thandi@example.co.za',
    subject: 'Long rental',
    message: 'Do you rent for three months?',
    ...values,
  };
  const type = async (label: string, text: string) => {
    const field = screen.getByLabelText(label);
    await user.clear(field);
    if (text) await user.type(field, text);
  };
  await type('Full name', all.name);
  await type('Contact number', all.number);
  await type('Email address', all.email);
  await type('Subject', all.subject);
  await type('Message', all.message);
  if (consent)
    await user.click(
      screen.getByRole('checkbox', {
        name: 'I have read and accept the Website Terms and Conditions',
      }),
    );
}

const submit = (form: HTMLElement) => within(form).getByRole('button', { name: 'Send Message' });

describe('the contact form', () => {
  it('offers the five enquiry types, General enquiry first and chosen', () => {
    fakeApi({});
    renderForm();
    const select = screen.getByLabelText('Enquiry type');
    expect(select).toHaveValue('General enquiry');
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([...CONTACT_ENQUIRY_TYPES]);
  });

  it.each([
    [{ name: '' }, 'Full name', 'Please enter your Full name.'],
    [{ number: '' }, 'Contact number', 'Please enter your Contact number.'],
    [{ number: '082-123-abc' }, 'Contact number', 'Please enter a valid Contact number.'],
    [{ email: '' }, 'Email address', 'Please enter your Email address.'],
    [{ email: 'thandi@' }, 'Email address', 'Please enter a valid Email address.'],
    [{ subject: '  ' }, 'Subject', 'Please enter your Subject.'],
    [{ message: '' }, 'Message', 'Please enter your Message.'],
  ])('refuses %o with the message under %s and focuses it', async (values, label, message) => {
    const requests = fakeApi({ [SEND]: () => SENT });
    const { user, form } = renderForm();
    await fill(user, values);

    await user.click(submit(form));

    const field = screen.getByLabelText(label);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    // The contact number also says what it takes (digits only), before the error.
    expect(field).toHaveAccessibleDescription(
      label === 'Contact number' ? `Digits only, for example 082 123 4567. ${message}` : message,
    );
    expect(field).toHaveFocus();
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(requests).toEqual([]);
  });

  it.each([
    ['Full name', 'Thandiwe Nkosi '.repeat(7).trim(), 'Full name must be at most 100 characters.'],
    [
      'Email address',
      `${'a'.repeat(60)}@${'b'.repeat(60)}.${'c'.repeat(127)}.co.za`,
      'Please enter a valid Email address.',
    ],
  ])('keeps a pasted %s that is too long and says so', async (label, text, message) => {
    const requests = fakeApi({ [SEND]: () => SENT });
    const { user, form } = renderForm();
    await fill(user, { [label === 'Full name' ? 'name' : 'email']: 'x' });
    const field = screen.getByLabelText(label);
    await user.clear(field);
    await user.paste(text);

    await user.click(submit(form));

    expect(field).toHaveValue(text);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(field).toHaveAccessibleDescription(message);
    expect(field).toHaveFocus();
    expect(requests).toEqual([]);
  });

  it('needs consent to the Website Terms and Conditions', async () => {
    const requests = fakeApi({ [SEND]: () => SENT });
    const { user, form } = renderForm();
    await fill(user, {}, false);

    await user.click(submit(form));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please confirm you have read and accept the Website Terms and Conditions.',
    );
    expect(
      screen.getByRole('checkbox', {
        name: 'I have read and accept the Website Terms and Conditions',
      }),
    ).toHaveFocus();
    expect(requests).toEqual([]);
  });

  it('clears the error on any edit', async () => {
    fakeApi({});
    const { user, form } = renderForm();
    await user.click(submit(form));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter your Full name.');

    await user.type(screen.getByLabelText('Subject'), 'x');

    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('sends every field and then shows the thank-you message', async () => {
    let answer: (value: FakeAnswer) => void = () => {};
    const requests = fakeApi({
      [SEND]: () => new Promise<FakeAnswer>((resolve) => (answer = resolve)),
    });
    const { user, form } = renderForm();
    await user.selectOptions(screen.getByLabelText('Enquiry type'), 'Reservations');
    await fill(user, {});

    await user.click(submit(form));

    expect(within(form).getByRole('button', { name: 'Sending…' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    answer(SENT);
    const success = await screen.findByRole('status');
    expect(success).toHaveTextContent(SUCCESS);
    await waitFor(() => expect(success).toHaveFocus());
    expect(screen.queryByRole('form')).toBeNull();
    expect(requests).toEqual([
      {
        method: 'POST',
        url: '/api/web/user/send-external-contact',
        body: {
          contactDetails: {
            contactEnquiry: 'Reservations',
            contactFullname: 'Thandi Nkosi',
            contactNumber: '082 123 4567',
            contactEmail: 'thandi@example.co.za',
            contactSubject: 'Long rental',
            contactMessage: 'Do you rent for three months?',
            consent: true,
          },
        },
      },
    ]);
  });

  it("shows the server's text of a refusal under the form", async () => {
    fakeApi({
      [SEND]: () => ({
        status: 429,
        body: {
          errors: {
            error: [
              {
                code: 'TOO_MANY_ATTEMPTS',
                errorMessage: 'Too many messages. Please try again in a few minutes.',
              },
            ],
          },
        },
      }),
    });
    const { user, form } = renderForm();
    await fill(user, {});
    await user.click(submit(form));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many messages. Please try again in a few minutes.',
    );
    expect(submit(form)).toBeEnabled();
  });

  it('says the connection failed when no answer of ours comes back', async () => {
    fakeApi({ [SEND]: () => ({ status: 502, body: 'Bad gateway' }) });
    const { user, form } = renderForm();
    await fill(user, {});
    await user.click(submit(form));
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not reach');
  });

  it('opens the Website Terms and Conditions in the page-content dialog', async () => {
    fakeApi(pageRoute(TERMS_PAGE));
    const { user } = renderForm();
    const read = screen.getByRole('button', { name: 'Read the Website Terms and Conditions' });
    await user.click(read);
    const dialog = await screen.findByRole('dialog', { name: 'Terms and Conditions' });
    expect(
      await within(dialog).findByText('These website terms apply to every visitor of bluu.co.za.'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(read).toHaveFocus();
  });
});
