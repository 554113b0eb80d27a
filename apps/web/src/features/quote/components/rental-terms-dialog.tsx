import type { RefObject } from 'react';
import { RenterTermsList } from '@/components/terms/renter-terms-list.tsx';
import { Modal } from '@/components/ui/modal.tsx';

interface RentalTermsDialogProps {
  onClose: () => void;
  returnFocusTo?: RefObject<HTMLElement | null>;
}

/** The page-content dialog (PAGEPOST) with the rental terms. */
export function RentalTermsDialog({ onClose, returnFocusTo }: RentalTermsDialogProps) {
  return (
    <Modal title="Rental Terms & Conditions" onClose={onClose} returnFocusTo={returnFocusTo}>
      <RenterTermsList />
    </Modal>
  );
}
