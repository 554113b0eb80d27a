import type { RefObject } from 'react';
import { Modal } from '@/components/ui/modal.tsx';
import { RenterTermsList } from '@/components/terms/renter-terms-list.tsx';

interface RenterTermsDialogProps {
  onClose: () => void;
  returnFocusTo?: RefObject<HTMLElement | null>;
}

export function RenterTermsDialog({ onClose, returnFocusTo }: RenterTermsDialogProps) {
  return (
    <Modal title="Terms & Conditions of Rental" onClose={onClose} returnFocusTo={returnFocusTo}>
      <RenterTermsList />
    </Modal>
  );
}
