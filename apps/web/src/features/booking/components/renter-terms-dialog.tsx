import type { RefObject } from 'react';
import { PagePostDialog } from '@/components/content/page-post-dialog.tsx';

interface RenterTermsDialogProps {
  onClose: () => void;
  returnFocusTo?: RefObject<HTMLElement | null>;
}

/** The page-content dialog (PAGEPOST) with the rental terms the renter accepts in step 1. */
export function RenterTermsDialog({ onClose, returnFocusTo }: RenterTermsDialogProps) {
  return (
    <PagePostDialog
      slug="rental-terms"
      title="Terms & Conditions of Rental"
      onClose={onClose}
      returnFocusTo={returnFocusTo}
    />
  );
}
