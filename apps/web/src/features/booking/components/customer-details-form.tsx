import type { CustomerDetails } from '@bluu/contracts/booking';
import {
  firstNameOf,
  ID_TYPE_LABELS,
  ID_TYPES,
  LICENCE_CODES,
  LICENCE_LABELS,
  PROVINCES,
  TITLE_LABELS,
  TITLES,
} from '@bluu/contracts/booking-rules';
import { lazy, Suspense, useRef, useState, type FormEvent } from 'react';
import { PriceBar } from '@/components/costs/price-bar.tsx';
import { FieldError } from '@/components/ui/field-error.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import type { FieldProblem } from '@/features/booking/hooks/use-booking-steps.ts';
import { labelledOptions, SelectField } from '@/components/ui/select-field.tsx';

const RenterTermsDialog = lazy(() =>
  import('./renter-terms-dialog.tsx').then((module) => ({ default: module.RenterTermsDialog })),
);

const PROVINCE_LABELS: Record<(typeof PROVINCES)[number], string> = {
  EC: 'Eastern Cape',
  FN: 'Limpopo',
  FS: 'Free State',
  GP: 'Gauteng',
  KN: 'KwaZulu-Natal',
  MP: 'Mpumalanga',
  NC: 'Northern Cape',
  NW: 'North West',
  WC: 'Western Cape',
};

export const CONSENT_LABEL = 'I have read and accept the Terms & Conditions of Rental.';

type TextFieldName = {
  [Field in keyof CustomerDetails]: CustomerDetails[Field] extends string ? Field : never;
}[keyof CustomerDetails];

interface CustomerDetailsFormProps {
  idPrefix: string;
  headingId: string;
  values: CustomerDetails;
  problem: FieldProblem<keyof CustomerDetails> | null;
  /** The booking's total, shown beside Next in the price bar. */
  total: string;
  /** Door2Door: no ID type or number (spec 001 §5), and the D2D rental terms. */
  isD2D?: boolean;
  /** A modification: the e-mail is the reservation's look-up key, shown but not changed. */
  emailReadOnly?: boolean;
  onChange: (next: Partial<CustomerDetails>) => void;
  onSubmit: () => void;
}

/** Booking step 1: the renter, their address and the rental terms consent. */
export function CustomerDetailsForm({
  idPrefix,
  headingId,
  values,
  problem,
  total,
  isD2D = false,
  emailReadOnly = false,
  onChange,
  onSubmit,
}: CustomerDetailsFormProps) {
  const [termsOpen, setTermsOpen] = useState(false);
  const readRef = useRef<HTMLButtonElement>(null);
  const id = (field: keyof CustomerDetails) => `${idPrefix}-${field}`;
  const errorOf = (field: keyof CustomerDetails) =>
    problem?.field === field ? problem.message : null;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSubmit();
  }

  const text = (
    field: TextFieldName,
    label: string,
    props: {
      autoComplete?: string;
      type?: string;
      required?: boolean;
      readOnly?: boolean;
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
        Customer Details
      </h2>
      <p className="field-hint">The renter's address is optional; every other field is needed.</p>
      <fieldset className="booking-fieldset">
        <legend>
          <h3>The renter</h3>
        </legend>
        <div className="booking-grid">
          <SelectField
            id={id('title')}
            label="Title"
            placeholder="Select…"
            options={labelledOptions(TITLES, TITLE_LABELS)}
            value={values.title}
            required
            autoComplete="honorific-prefix"
            error={errorOf('title')}
            onChange={(event) => onChange({ title: event.target.value })}
          />
          <TextField
            id={id('firstNames')}
            label="First name(s)"
            value={firstNameOf(values)}
            required
            autoComplete="given-name"
            error={errorOf('firstNames')}
            onChange={(event) => onChange({ firstNames: [{ firstName: event.target.value }] })}
          />
          {text('surname', 'Last name', {
            autoComplete: 'family-name',
            required: true,
          })}
          {text('initials', 'Initials', { autoComplete: 'off' })}
          {!isD2D && (
            <>
              <SelectField
                id={id('iD_Type')}
                label="ID type"
                placeholder="Select…"
                options={labelledOptions(ID_TYPES, ID_TYPE_LABELS)}
                value={values.iD_Type}
                required
                error={errorOf('iD_Type')}
                onChange={(event) => onChange({ iD_Type: event.target.value })}
              />
              {text('renterID', 'ID/Passport number', {
                autoComplete: 'off',
                required: true,
              })}
            </>
          )}
          {text('contactPhoneNo', 'Contact number', {
            autoComplete: 'tel',
            type: 'tel',
            required: true,
          })}
          {text('renterEmail', 'Email address', {
            autoComplete: 'email',
            type: 'email',
            required: true,
            ...(emailReadOnly && {
              readOnly: true,
              hint: 'This is the address the booking is looked up with, so it cannot be changed here.',
            }),
          })}
          <SelectField
            id={id('renterDrivingLicenseCode')}
            label="Driving licence code"
            placeholder="Select…"
            options={labelledOptions(LICENCE_CODES, LICENCE_LABELS)}
            value={values.renterDrivingLicenseCode}
            required
            error={errorOf('renterDrivingLicenseCode')}
            onChange={(event) => onChange({ renterDrivingLicenseCode: event.target.value })}
          />
        </div>
      </fieldset>
      <fieldset className="booking-fieldset">
        <legend>
          <h3>Address</h3>
        </legend>
        <div className="booking-grid">
          {text('renterFlatNo', 'Flat no', { autoComplete: 'off' })}
          {text('renterBuildingName', 'Building name', { autoComplete: 'off' })}
          {text('renterStreetNo', 'Street no', { autoComplete: 'off' })}
          {text('renterStreetName', 'Street name', {
            autoComplete: 'address-line1',
          })}
          {text('renterSuburb', 'Suburb', { autoComplete: 'address-level3' })}
          {text('renterCity', 'City', { autoComplete: 'address-level2' })}
          {text('renterPostCode', 'Post code', { autoComplete: 'postal-code' })}
          <SelectField
            id={id('renterProvince')}
            label="Province"
            placeholder="Select…"
            options={labelledOptions(PROVINCES, PROVINCE_LABELS)}
            value={values.renterProvince}
            autoComplete="address-level1"
            error={errorOf('renterProvince')}
            onChange={(event) => onChange({ renterProvince: event.target.value })}
          />
          {text('renterCountry', 'Country', { autoComplete: 'country-name' })}
        </div>
      </fieldset>
      <div className="field booking-consent">
        <label className="check-option">
          <input
            id={id('consent')}
            type="checkbox"
            checked={values.consent}
            required
            aria-invalid={errorOf('consent') ? true : undefined}
            aria-describedby={errorOf('consent') ? `${id('consent')}-error` : undefined}
            onChange={(event) => onChange({ consent: event.target.checked })}
          />
          <span>{CONSENT_LABEL}</span>
        </label>
        <button
          ref={readRef}
          type="button"
          className="link-button"
          aria-label="Read the Terms & Conditions of Rental"
          onClick={() => setTermsOpen(true)}
        >
          Read
        </button>
        {errorOf('consent') && (
          <FieldError id={`${id('consent')}-error`} message={errorOf('consent') ?? ''} />
        )}
      </div>
      <PriceBar total={total}>
        <button type="submit" className="button button-primary">
          Next
        </button>
      </PriceBar>
      <Suspense fallback={null}>
        {termsOpen && (
          <RenterTermsDialog
            isD2D={isD2D}
            onClose={() => setTermsOpen(false)}
            returnFocusTo={readRef}
          />
        )}
      </Suspense>
    </form>
  );
}
