import type { SessionUser } from '@bluu/contracts/accounts';
import type { RefObject } from 'react';
import { Modal } from '@/components/ui/modal.tsx';
import { IndividualSignInForm } from './individual-sign-in-form.tsx';
import './auth.css';

interface IndividualSignInDialogProps {
  onClose: () => void;
  onSignedIn: (user: SessionUser) => void;
  onForgotPassword: () => void;
  onRegister: () => void;
  returnFocusTo?: RefObject<HTMLElement | null>;
}

/** The USER dialog: an individual signs in to their online profile. */
export function IndividualSignInDialog({
  onClose,
  onSignedIn,
  onForgotPassword,
  onRegister,
  returnFocusTo,
}: IndividualSignInDialogProps) {
  return (
    <Modal title="Sign In" onClose={onClose} returnFocusTo={returnFocusTo}>
      <IndividualSignInForm
        onSignedIn={onSignedIn}
        onForgotPassword={onForgotPassword}
        onRegister={onRegister}
      />
    </Modal>
  );
}
