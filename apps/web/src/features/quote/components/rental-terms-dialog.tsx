import type { RefObject } from 'react';
import { PagePostDialog } from '@/components/content/page-post-dialog.tsx';

interface RentalTermsDialogProps {
  onClose: () => void;
  returnFocusTo?: RefObject<HTMLElement | null>;
}

/** The page-content dialog (PAGEPOST) with the rental terms page of the content service. */
export function RentalTermsDialog({ onClose, returnFocusTo }: RentalTermsDialogProps) {
  return (
    <PagePostDialog
      slug="rental-terms"
      title="Rental Terms & Conditions"
      onClose={onClose}
      returnFocusTo={returnFocusTo}
    />
  );
}
