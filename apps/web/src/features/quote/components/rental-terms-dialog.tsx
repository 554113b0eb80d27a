import type { RefObject } from 'react';
import { RENTER_TERMS } from '@bluu/contracts/terms';
import { Modal } from '@/components/ui/modal.tsx';

interface RentalTermsDialogProps {
  onClose: () => void;
  returnFocusTo?: RefObject<HTMLElement | null>;
}

/** The page-content dialog (PAGEPOST) with the rental terms. */
export function RentalTermsDialog({ onClose, returnFocusTo }: RentalTermsDialogProps) {
  return (
    <Modal title="Rental Terms & Conditions" onClose={onClose} returnFocusTo={returnFocusTo}>
      <ul className="terms-list">
        {RENTER_TERMS.map((term) => (
          <li key={term}>{term}</li>
        ))}
      </ul>
    </Modal>
  );
}
