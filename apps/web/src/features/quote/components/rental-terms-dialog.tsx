import type { RefObject } from 'react';
import { Modal } from '../../../components/ui/modal.tsx';

/** The renter terms of spec 001 §1, until the content service supplies the rental terms page. */
const RENTAL_TERMS = [
  'The renter must be at least 21 years old.',
  'The renter needs a valid driving licence and a major credit card. Debit cards are not accepted.',
  'At collection the card is held for an authorisation of the estimated rental cost plus the liability (excess).',
  'Rates include VAT.',
  'Foreign driving licences are accepted only if they are in English and carry a photograph; otherwise an international driving licence is needed.',
];

interface RentalTermsDialogProps {
  onClose: () => void;
  returnFocusTo?: RefObject<HTMLElement | null>;
}

/** The page-content dialog (PAGEPOST) with the rental terms. */
export function RentalTermsDialog({ onClose, returnFocusTo }: RentalTermsDialogProps) {
  return (
    <Modal title="Rental Terms & Conditions" onClose={onClose} returnFocusTo={returnFocusTo}>
      <ul className="terms-list">
        {RENTAL_TERMS.map((term) => (
          <li key={term}>{term}</li>
        ))}
      </ul>
    </Modal>
  );
}
