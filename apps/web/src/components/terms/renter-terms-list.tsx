import { RENTER_TERMS } from '@bluu/contracts/terms';
import './renter-terms.css';

export function RenterTermsList() {
  return (
    <ul className="terms-list">
      {RENTER_TERMS.map((term) => (
        <li key={term}>{term}</li>
      ))}
    </ul>
  );
}
