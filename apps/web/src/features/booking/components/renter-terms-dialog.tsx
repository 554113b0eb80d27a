import type { RefObject } from 'react';
import { PagePostDialog } from '@/components/content/page-post-dialog.tsx';

interface RenterTermsDialogProps {
  /** Door2Door bookings show the D2D rental terms (spec 000 §2, 001 §6). */
  isD2D?: boolean;
  onClose: () => void;
  returnFocusTo?: RefObject<HTMLElement | null>;
}

/** The page-content dialog (PAGEPOST) with the rental terms the renter accepts in step 1. */
export function RenterTermsDialog({ isD2D, onClose, returnFocusTo }: RenterTermsDialogProps) {
  return (
    <PagePostDialog
      slug={isD2D ? 'd2d-rental-terms' : 'rental-terms'}
      title={isD2D ? 'Door2Door Rental Terms and Conditions' : 'Terms & Conditions of Rental'}
      onClose={onClose}
      returnFocusTo={returnFocusTo}
    />
  );
}
