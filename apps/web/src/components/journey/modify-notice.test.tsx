import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ModifyNotice } from './modify-notice.tsx';

const CONTEXT = {
  reservationNumber: 'R7KQ2M9XTA',
  email: 'thandi@example.co.za',
  firstName: 'Thandi',
  lastName: 'Nkosi',
  contactNumber: '+27821234567',
  selection: {
    vehicleGroup: 'A1',
    selectedWaiver: 'SCDW' as const,
    products: [
      { productCode: 'DEL', quantity: 1 },
      { productCode: 'COL', quantity: 1 },
      { productCode: 'GPS', quantity: 1 },
    ],
    additionalDrivers: 0,
    productNames: { DEL: 'Delivery', COL: 'Collection', GPS: 'GPS navigator' },
  },
};

describe('the modify notice', () => {
  it('says a branch that does not deliver or collect, not the vehicle, left those extras out', () => {
    render(<ModifyNotice context={CONTEXT} notOffered={['Delivery', 'Collection']} />);
    const notice = screen.getByText(/You are changing reservation R7KQ2M9XTA/).parentElement;
    expect(notice).toHaveTextContent(
      'Not offered at the pick-up branch, so not carried over from your reservation: Delivery. ' +
        'Not offered at the drop-off branch, so not carried over from your reservation: Collection.',
    );
    expect(notice).not.toHaveTextContent(/for this vehicle/);
  });

  it("names the vehicle for the waiver and the vehicle's extras, beside the branch's", () => {
    render(
      <ModifyNotice
        context={CONTEXT}
        notOffered={['Super cover', 'GPS navigator', 'Collection']}
      />,
    );
    const notice = screen.getByText(/You are changing reservation R7KQ2M9XTA/).parentElement;
    expect(notice).toHaveTextContent(
      'Not offered for this vehicle, so not carried over from your reservation: Super cover, GPS navigator. ' +
        'Not offered at the drop-off branch, so not carried over from your reservation: Collection.',
    );
  });
});
