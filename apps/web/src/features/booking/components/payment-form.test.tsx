import type { Payment } from '@bluu/contracts/booking';
import { emptyPayment } from '@bluu/contracts/booking-rules';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PaymentForm } from './payment-form.tsx';

const CARD_ON_FILE = { moP_Type: 'VS', cardLastFour: '1111' };

function renderPayment(values: Partial<Payment>) {
  render(
    <PaymentForm
      idPrefix="pay"
      headingId="pay-heading"
      values={{ ...emptyPayment(), moP_Type: 'VS', ...values }}
      accountType="I"
      productCodes={[]}
      problem={null}
      formError={null}
      pending={false}
      total="R 1 000.00"
      cardOnFile={CARD_ON_FILE}
      onChange={() => {}}
      onBack={() => {}}
      onSubmit={() => {}}
    />,
  );
}

describe("a modification's payment step", () => {
  it('asks no card expiry while the card on file is kept', () => {
    renderPayment({ moP_No: '' });
    expect(screen.getByLabelText('Card number')).toHaveAccessibleDescription(
      'Leave empty to keep the card ending 1111.',
    );
    expect(screen.getByLabelText(/Card expiry date/)).not.toBeRequired();
  });

  it('asks the expiry of a newly typed card', () => {
    renderPayment({ moP_No: '5500 0000 0000 0004' });
    expect(screen.getByLabelText(/Card expiry date/)).toBeRequired();
  });
});
