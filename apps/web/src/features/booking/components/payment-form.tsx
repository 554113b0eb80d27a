import type { Payment } from '@bluu/contracts/booking';
import {
  keepsCardOnFile,
  PAYMENT_TEXT_LIMITS,
  PAYMENT_TYPE_LABELS,
  paymentTypesFor,
  type CardOnFile,
  type PaymentType,
} from '@bluu/contracts/booking-rules';
import type { AccountType } from '@bluu/contracts/constants';
import { PRODUCT_CODES } from '@bluu/contracts/quote-rules';
import type { FormEvent } from 'react';
import { PriceBar } from '@/components/costs/price-bar.tsx';
import { ContactText } from '@/components/ui/contact-text.tsx';
import { FieldError } from '@/components/ui/field-error.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import type { FieldProblem } from '@/features/booking/hooks/use-booking-steps.ts';
import { labelledOptions, SelectField } from '@/components/ui/select-field.tsx';
import { PendingButton } from '@/components/ui/pending-button.tsx';

interface PaymentFormProps {
  idPrefix: string;
  headingId: string;
  values: Payment;
  accountType: AccountType;
  productCodes: readonly string[];
  problem: FieldProblem<keyof Payment> | null;
  /** The booking system's answer, or the retry message. */
  formError: string | null;
  pending: boolean;
  /** The booking's total, shown beside Book Now in the price bar. */
  total: string;
  /**
   * Door2Door (spec 001 §5, §6): these methods of payment (billback only for accounts with a
   * company e-mail domain), locked when the account has a number; no voucher or billing address.
   */
  d2d?: { paymentTypes: readonly PaymentType[]; locked: boolean };
  /**
   * A modification's card on file, kept (with its expiry) when no other number is typed for the
   * same method.
   */
  cardOnFile?: CardOnFile;
  onChange: (next: Partial<Payment>) => void;
  onBack: () => void;
  onSubmit: () => void;
  /** Offered when a modification was refused as the reservation changed meanwhile. */
  lookUpAgain?: { pending: boolean; run: () => void };
}

type PaymentTextField = Exclude<keyof Payment, 'moP_Type' | 'remarks'>;

/** Where the vehicle is collected from or delivered to, asked only with a COL or DEL extra. */
const HANDOVERS = [
  {
    kind: 'Collection',
    hint: 'Where we collect the vehicle from you.',
    fields: ['collectionAddress1', 'collectionAddress2', 'collectPhoneNo'],
  },
  {
    kind: 'Delivery',
    hint: 'Where we deliver the vehicle to you.',
    fields: ['deliveryAddress1', 'deliveryAddress2', 'deliverPhoneNo'],
  },
] as const;

/** Booking step 2: the voucher (accounts), method of payment, card, billing and extras' addresses. */
export function PaymentForm({
  idPrefix,
  headingId,
  values,
  accountType,
  productCodes,
  problem,
  formError,
  pending,
  total,
  d2d,
  cardOnFile,
  onChange,
  onBack,
  onSubmit,
  lookUpAgain,
}: PaymentFormProps) {
  const isAccount = accountType !== 'I';
  const paymentTypes = d2d?.paymentTypes ?? paymentTypesFor(accountType);
  const asksVoucher = isAccount && !d2d;
  const asksCard = d2d ? values.moP_Type !== 'AC' : !isAccount;
  const id = (field: keyof Payment) => `${idPrefix}-${field}`;
  const errorOf = (field: keyof Payment) => (problem?.field === field ? problem.message : null);
  const hasCollection = productCodes.includes(PRODUCT_CODES.collection);
  const hasDelivery = productCodes.includes(PRODUCT_CODES.delivery);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSubmit();
  }

  const text = (
    field: PaymentTextField,
    label: string,
    props: {
      maxLength?: number;
      autoComplete?: string;
      type?: string;
      required?: boolean;
      inputMode?: 'numeric' | 'tel';
      placeholder?: string;
      hint?: string;
    },
  ) => (
    <TextField
      id={id(field)}
      label={label}
      value={values[field]}
      error={errorOf(field)}
      onChange={(event) => onChange({ [field]: event.target.value })}
      {...props}
    />
  );

  return (
    <form className="booking-form" noValidate onSubmit={handleSubmit} aria-labelledby={headingId}>
      <h2 id={headingId} tabIndex={-1}>
        Payment Details
      </h2>
      <fieldset className="booking-fieldset">
        <legend>
          <h3>Payment</h3>
        </legend>
        <div className="booking-grid">
          {asksVoucher &&
            text('voucherNo', 'Voucher number', {
              autoComplete: 'off',
              required: true,
            })}
          <SelectField
            id={id('moP_Type')}
            label="Method of payment"
            placeholder={paymentTypes.length > 1 ? 'Select…' : undefined}
            options={labelledOptions(paymentTypes, PAYMENT_TYPE_LABELS)}
            value={values.moP_Type}
            required
            disabled={d2d?.locked}
            error={errorOf('moP_Type')}
            onChange={(event) => onChange({ moP_Type: event.target.value })}
          />
          {asksCard && (
            <>
              {text('moP_No', 'Card number', {
                autoComplete: 'cc-number',
                inputMode: 'numeric',
                ...(cardOnFile?.moP_Type === values.moP_Type && {
                  hint: `Leave empty to keep the card ending ${cardOnFile.cardLastFour}.`,
                }),
              })}
              {text('moP_Expiry', 'Card expiry date (YYYYMM)', {
                // Spec 001 §5: the input allows the six characters of YYYYMM.
                maxLength: PAYMENT_TEXT_LIMITS.moP_Expiry,
                autoComplete: 'off',
                inputMode: 'numeric',
                placeholder: 'YYYYMM',
                // A kept card keeps its expiry: none is asked (decision 0039).
                required: !d2d && !keepsCardOnFile(values, cardOnFile),
              })}
            </>
          )}
          {text('orderNo', 'Order number', { autoComplete: 'off' })}
        </div>
      </fieldset>
      {!d2d && (
        <>
          <fieldset className="booking-fieldset">
            <legend>
              <h3>Billing address</h3>
            </legend>
            <div className="booking-grid">
              {text('invoiceAddress1', 'Billing address line 1', {
                autoComplete: 'billing address-line1',
                required: true,
              })}
              {text('invoiceAddress2', 'Billing address line 2', {
                autoComplete: 'billing address-line2',
                required: true,
              })}
              {text('invoiceAddress3', 'Billing address line 3', {
                autoComplete: 'billing address-line3',
              })}
              {text('invoicePostCode', 'Postal code', {
                autoComplete: 'billing postal-code',
                required: true,
              })}
            </div>
          </fieldset>
          {HANDOVERS.filter((handover) =>
            handover.kind === 'Collection' ? hasCollection : hasDelivery,
          ).map(({ kind, hint, fields: [line1, line2, phone] }) => (
            <fieldset className="booking-fieldset" key={kind}>
              <legend>
                <h3>{kind}</h3>
              </legend>
              <p className="field-hint">{hint}</p>
              <div className="booking-grid">
                {text(line1, `${kind} address line 1`, {
                  autoComplete: 'off',
                  required: true,
                })}
                {text(line2, `${kind} address line 2`, {
                  autoComplete: 'off',
                  required: true,
                })}
                {text(phone, `${kind} phone number`, {
                  type: 'tel',
                  autoComplete: 'off',
                  required: true,
                })}
              </div>
            </fieldset>
          ))}
        </>
      )}
      <div className="field">
        <label className="field-label" htmlFor={id('remarks')}>
          Remarks
        </label>
        <textarea
          id={id('remarks')}
          className="field-control"
          rows={3}
          value={values.remarks}
          aria-invalid={errorOf('remarks') ? true : undefined}
          aria-describedby={errorOf('remarks') ? `${id('remarks')}-error` : undefined}
          onChange={(event) => onChange({ remarks: event.target.value })}
        />
        {errorOf('remarks') && (
          <FieldError id={`${id('remarks')}-error`} message={errorOf('remarks') ?? ''} />
        )}
      </div>
      {formError && (
        <p role="alert" className="alert">
          <ContactText text={formError} />
        </p>
      )}
      {lookUpAgain && (
        <p className="booking-actions">
          <PendingButton
            type="button"
            className="button button-secondary"
            pending={lookUpAgain.pending}
            onClick={lookUpAgain.run}
          >
            {lookUpAgain.pending && <Spinner />}
            {lookUpAgain.pending ? 'Looking up…' : 'Look up the booking again'}
          </PendingButton>
        </p>
      )}
      <PriceBar total={total}>
        <button type="button" className="button button-secondary" onClick={onBack}>
          Back
        </button>
        <PendingButton type="submit" className="button button-primary" pending={pending}>
          {pending && <Spinner />}
          {pending ? 'Booking…' : 'Book Now'}
        </PendingButton>
      </PriceBar>
    </form>
  );
}
