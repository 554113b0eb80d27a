import type { Payment } from '@bluu/contracts/booking';
import { describe, expect, it } from 'vitest';
import { carriedPayment, EMPTY_PAYMENT } from './booking-request.ts';

const { moP_No: _number, ...TYPED } = {
  ...EMPTY_PAYMENT,
  moP_Type: 'AC',
  moP_Expiry: '202812',
  voucherNo: 'V-2291',
  orderNo: 'PO-7',
  invoiceAddress1: '1 Main Road',
  invoiceAddress2: 'Sandton',
  invoicePostCode: '2196',
  remarks: 'Late arrival',
  collectionAddress1: '5 Rivonia Road',
  collectionAddress2: 'Sandton',
  collectPhoneNo: '0821234567',
  deliveryAddress1: '9 West Street',
  deliveryAddress2: 'Sandton',
  deliverPhoneNo: '0831234567',
} satisfies Payment;

const ACCOUNT = { paymentTypes: ['AC'], asksVoucher: true, productCodes: ['COL', 'DEL'] };

describe('the payment typed for another quote of the journey', () => {
  it('keeps everything the new quote still asks for, without a card number', () => {
    const start = { ...EMPTY_PAYMENT, moP_Type: 'AC' };
    expect(carriedPayment(TYPED, start, ACCOUNT)).toEqual({ ...TYPED, moP_No: '' });
  });

  it('starts the collection or delivery address again when the new quote has no COL or DEL extra', () => {
    const start = { ...EMPTY_PAYMENT, moP_Type: 'AC', deliveryAddress1: 'On file' };
    const carried = carriedPayment(TYPED, start, { ...ACCOUNT, productCodes: ['BABY'] });
    expect(carried).toMatchObject({
      invoiceAddress1: '1 Main Road',
      collectionAddress1: '',
      collectionAddress2: '',
      collectPhoneNo: '',
      deliveryAddress1: 'On file',
      deliveryAddress2: '',
      deliverPhoneNo: '',
    });
  });

  it('takes a method of payment and voucher the new quote does not offer from its start', () => {
    const carried = carriedPayment(TYPED, EMPTY_PAYMENT, {
      paymentTypes: ['AX', 'DC', 'MC', 'VS'],
      asksVoucher: false,
      productCodes: [],
    });
    expect(carried).toMatchObject({
      moP_Type: '',
      voucherNo: '',
      moP_Expiry: '202812',
      invoiceAddress1: '1 Main Road',
      remarks: 'Late arrival',
    });
  });
});
