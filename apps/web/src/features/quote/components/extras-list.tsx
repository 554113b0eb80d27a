import { ADDITIONAL_DRIVERS_MAX, ADDITIONAL_DRIVERS_MIN } from '@bluu/contracts/constants';
import type { CurrencyCode } from '@bluu/contracts/money';
import type { Product } from '@bluu/contracts/quote';
import { PRODUCT_CODES } from '@bluu/contracts/quote-rules';
import { useId } from 'react';
import {
  withAdditionalDrivers,
  withProduct,
  withQuantity,
  type Extras,
} from '@/features/quote/utils/quote-selection.ts';
import { formatAmount, unitText } from '@/lib/money.ts';

interface ExtrasListProps {
  products: Product[];
  currency: CurrencyCode;
  extras: Extras;
  onChange: (extras: Extras) => void;
}

function range(from: number, to: number): number[] {
  return Array.from({ length: Math.max(0, to - from + 1) }, (_, index) => from + index);
}

interface CountSelectProps {
  id: string;
  label: string;
  value: number;
  choices: number[];
  onChange: (value: number) => void;
}

function CountSelect({ id, label, value, choices, onChange }: CountSelectProps) {
  return (
    <div className="field extra-count">
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className="field-control"
        value={value}
        onChange={(event) => onChange(Number(event.target.value))}
      >
        {choices.map((count) => (
          <option key={count} value={count}>
            {count}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The extras offered as checkboxes; additional drivers and child seats get a count. */
export function ExtrasList({ products, currency, extras, onChange }: ExtrasListProps) {
  const id = useId();
  if (products.length === 0) return null;

  return (
    <fieldset className="extras">
      <legend>
        <h3>Extras</h3>
      </legend>
      <ul className="extras-list">
        {products.map((product) => {
          const code = product.productCode;
          const checked = code in extras.products;
          const isDriver = code === PRODUCT_CODES.additionalDriver;
          return (
            <li key={code} className="extra">
              <label className="check-option">
                <input
                  type="checkbox"
                  checked={checked}
                  onChange={(event) => onChange(withProduct(extras, code, event.target.checked))}
                />
                <span className="extra-text">
                  <span className="extra-name">{product.productDescription}</span>{' '}
                  <span className="extra-price">
                    {product.chargeUnit === 'TBA'
                      ? 'TBA'
                      : `${formatAmount(product.productCharge, currency)} ${unitText(product.chargeUnit)}`}
                  </span>
                </span>
              </label>
              {checked && isDriver && (
                <CountSelect
                  id={`${id}-${code}`}
                  label="Additional drivers"
                  value={extras.additionalDrivers}
                  choices={range(ADDITIONAL_DRIVERS_MIN, ADDITIONAL_DRIVERS_MAX)}
                  onChange={(count) => onChange(withAdditionalDrivers(extras, count))}
                />
              )}
              {checked && !isDriver && product.maxQuantity > 1 && (
                <CountSelect
                  id={`${id}-${code}`}
                  label={`Number of ${product.productDescription}`}
                  value={extras.products[code] ?? 1}
                  choices={range(1, product.maxQuantity)}
                  onChange={(count) => onChange(withQuantity(extras, code, count))}
                />
              )}
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
