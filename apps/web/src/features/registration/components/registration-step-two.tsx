import type { PlacePrediction } from '@bluu/contracts/maps';
import { PROVINCE_NAMES } from '@bluu/contracts/enumerations';
import { withTextLimits } from '@bluu/contracts/validators';
import { useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import { Spinner } from '@/components/ui/spinner.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { placeDetails } from '@/lib/api/maps.ts';
import {
  addressFromPlace,
  firstAddressProblem,
  type AddressFormValues,
  type AddressValues,
  type StepTwoField,
} from '@/features/registration/utils/address-form.ts';
import { DEFAULT_PHONE_COUNTRY } from '@/features/registration/utils/phone-country.ts';
import { usePhoneModule } from '@/features/registration/utils/phone-loader.ts';
import type { ServerRefusal } from '@/features/registration/utils/server-refusal.ts';
import { AddressSearch } from '@/components/address/address-search.tsx';
import { SelectField, type SelectOption } from '@/components/ui/select-field.tsx';
import { PendingButton } from '@/components/ui/pending-button.tsx';

interface RegistrationStepTwoProps {
  values: AddressFormValues;
  onChange: (next: Partial<AddressFormValues>) => void;
  pending: boolean;
  /** The server's refusal of this step: messages on their fields and in the form's alert. */
  serverRefusal: ServerRefusal<StepTwoField> | null;
  onSubmit: () => void;
}

const ADDRESS_ORDER = ['line1', 'line2', 'city', 'province', 'postalCode', 'country'] as const;

const FIELD_ORDER: readonly StepTwoField[] = [
  'homePlace',
  ...ADDRESS_ORDER.map((name) => `home.${name}` as const),
  ...ADDRESS_ORDER.map((name) => `billing.${name}` as const),
];

const ADDRESS_LIMITS: Partial<Record<keyof AddressValues, readonly [string, number]>> = {
  line1: ['Address Line 1', 100],
  line2: ['Address Line 2', 100],
  city: ['City', 100],
  postalCode: ['Postal Code', 10],
};

const TEXT_LIMITS: Partial<Record<StepTwoField, readonly [string, number]>> = Object.fromEntries(
  (['home', 'billing'] as const).flatMap((kind) =>
    Object.entries(ADDRESS_LIMITS).map(([name, limit]) => [`${kind}.${name}`, limit]),
  ),
);

/** The addresses as typed, by field; the billing address only when it is asked for. */
function typedAddresses(values: AddressFormValues): Partial<Record<StepTwoField, string>> {
  const kinds = values.sameForBilling ? (['home'] as const) : (['home', 'billing'] as const);
  return Object.fromEntries(
    kinds.flatMap((kind) =>
      Object.entries(values[kind]).map(([name, value]) => [`${kind}.${name}`, value]),
    ),
  );
}

/**
 * A needed field's label and state: "*" after the label on screen, explained at the top of the
 * form; the field is named without it (not read as "star") and says it is required.
 */
function neededField(label: string) {
  return { label: `${label}*`, 'aria-label': label, required: true };
}

const PROVINCE_OPTIONS: SelectOption[] = Object.entries(PROVINCE_NAMES).map(([value, label]) => ({
  value,
  label,
}));

/** Step 2 of /register-account: the home address (found by search) and the billing address. */
export function RegistrationStepTwo({
  values,
  onChange,
  pending,
  serverRefusal,
  onSubmit,
}: RegistrationStepTwoProps) {
  const id = useId();
  const [problem, setProblem] = useState<{ field: StepTwoField; message: string } | null>(null);
  const [looking, setLooking] = useState(false);
  const [lookupError, setLookupError] = useState<string | null>(null);
  const phone = usePhoneModule();
  const countryOptions = useMemo(
    () =>
      (phone?.phoneCountries() ?? [DEFAULT_PHONE_COUNTRY]).map((country) => ({
        value: country.code,
        label: country.name,
      })),
    [phone],
  );
  const errorOf = (field: StepTwoField) =>
    problem?.field === field
      ? problem.message
      : (serverRefusal?.fields.find((refused) => refused.field === field)?.message ?? null);

  // A refusal from the server focuses its first field, as a failing rule of the form does.
  useEffect(() => {
    const first = FIELD_ORDER.find((field) =>
      serverRefusal?.fields.some((refused) => refused.field === field),
    );
    if (first) document.getElementById(`${id}-${first}`)?.focus();
  }, [serverRefusal, id]);

  function update(next: Partial<AddressFormValues>) {
    setProblem(null);
    onChange(next);
  }

  async function choose(prediction: PlacePrediction) {
    setLooking(true);
    setLookupError(null);
    try {
      const place = await placeDetails(prediction.placeId);
      update({
        homePlace: { description: prediction.description, suburb: place.suburb },
        home: addressFromPlace(place),
      });
      const next = place.streetName === '' ? 'home.line1' : 'home.postalCode';
      document.getElementById(`${id}-${next}`)?.focus();
    } catch {
      setLookupError('That address could not be loaded. Please choose it again.');
    } finally {
      setLooking(false);
    }
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const found = withTextLimits(
      FIELD_ORDER,
      firstAddressProblem(values),
      typedAddresses(values),
      TEXT_LIMITS,
    );
    setProblem(found);
    if (found) {
      document.getElementById(`${id}-${found.field}`)?.focus();
      return;
    }
    onSubmit();
  }

  function addressFields(
    kind: 'home' | 'billing',
    address: AddressValues,
    set: (next: AddressValues) => void,
  ) {
    // The home address's fields are needed, except line 2; the billing address's are not.
    const labelled = (name: keyof AddressValues, label: string) =>
      kind === 'home' && name !== 'line2' ? neededField(label) : { label };
    const fieldError = (name: keyof AddressValues) => errorOf(`${kind}.${name}`);
    const field = (name: keyof AddressValues, label: string, autoComplete: string) => (
      <TextField
        id={`${id}-${kind}.${name}`}
        {...labelled(name, label)}
        value={address[name]}
        error={fieldError(name)}
        autoComplete={`section-${kind} ${autoComplete}`}
        onChange={(event) => set({ ...address, [name]: event.target.value })}
      />
    );
    return (
      <div className="registration-grid">
        {field('line1', 'Address Line 1', 'address-line1')}
        {field('line2', 'Address Line 2', 'address-line2')}
        {field('city', 'City', 'address-level2')}
        <SelectField
          id={`${id}-${kind}.province`}
          {...labelled('province', 'Province')}
          options={PROVINCE_OPTIONS}
          placeholder="Select province"
          value={address.province}
          error={fieldError('province')}
          onChange={(event) => set({ ...address, province: event.target.value })}
        />
        {field('postalCode', 'Postal Code', 'postal-code')}
        <SelectField
          id={`${id}-${kind}.country`}
          {...labelled('country', 'Country')}
          options={countryOptions}
          placeholder="Select country"
          value={address.country}
          error={fieldError('country')}
          autoComplete={`section-${kind} country`}
          onChange={(event) => set({ ...address, country: event.target.value })}
        />
      </div>
    );
  }

  return (
    <form className="registration-form" noValidate onSubmit={handleSubmit}>
      <p className="field-hint">Fields marked * are needed.</p>
      <fieldset className="registration-fieldset">
        <legend>Home Address</legend>
        <AddressSearch
          id={`${id}-homePlace`}
          label="Search for your address"
          required
          chosen={values.homePlace?.description ?? ''}
          busy={looking}
          error={errorOf('homePlace') ?? lookupError}
          onChoose={(prediction) => void choose(prediction)}
          onClear={() => update({ homePlace: null })}
        />
        {addressFields('home', values.home, (home) => update({ home }))}
      </fieldset>
      <label className="check-option">
        <input
          type="checkbox"
          checked={values.sameForBilling}
          onChange={(event) => update({ sameForBilling: event.target.checked })}
        />
        Use the same address for billing
      </label>
      {!values.sameForBilling && (
        <fieldset className="registration-fieldset">
          <legend>Billing Address</legend>
          {addressFields('billing', values.billing, (billing) => update({ billing }))}
        </fieldset>
      )}
      {serverRefusal?.message && (
        <p role="alert" className="alert">
          {serverRefusal.message}
        </p>
      )}
      <PendingButton type="submit" className="button button-primary" pending={pending}>
        {pending && <Spinner />}
        {pending ? 'Completing Registration...' : 'Complete Registration'}
      </PendingButton>
    </form>
  );
}
