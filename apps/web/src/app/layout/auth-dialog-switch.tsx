import type { SessionUser } from '@bluu/contracts/accounts';
import type { RefObject } from 'react';
import { AccountSignInDialog } from '@/features/auth/components/account-sign-in-dialog.tsx';
import { ForgotPasswordDialog } from '@/features/auth/components/forgot-password-dialog.tsx';
import { IndividualSignInDialog } from '@/features/auth/components/individual-sign-in-dialog.tsx';
import { RegisterDialog } from '@/features/auth/components/register-dialog.tsx';
import type { ShownAuthDialog } from './auth-dialogs.tsx';

interface AuthDialogSwitchProps {
  shown: ShownAuthDialog;
  onShow: (next: ShownAuthDialog | null) => void;
  onSignedIn: (user: SessionUser, landing: string) => void;
  returnFocusTo: RefObject<HTMLElement | null>;
}

/**
 * The sign-in dialogs in one lazily loaded module, so the first page names one chunk to load
 * rather than one per dialog. The USER dialog leads to FORGOT and REGISTER, and they back to it.
 */
export function AuthDialogSwitch({
  shown,
  onShow,
  onSignedIn,
  returnFocusTo,
}: AuthDialogSwitchProps) {
  const close = () => onShow(null);
  switch (shown.dialog) {
    case 'CORPTOUR':
      return (
        <AccountSignInDialog
          accountType={shown.accountType}
          onClose={close}
          onSignedIn={(user) => onSignedIn(user, '/get-quote/')}
          returnFocusTo={returnFocusTo}
        />
      );
    case 'USER':
      return (
        <IndividualSignInDialog
          onClose={close}
          onSignedIn={(user) => onSignedIn(user, '/profile/')}
          onForgotPassword={() => onShow({ dialog: 'FORGOT', fromSignIn: true })}
          onRegister={() => onShow({ dialog: 'REGISTER' })}
          returnFocusTo={returnFocusTo}
        />
      );
    case 'REGISTER':
      return (
        <RegisterDialog
          onClose={close}
          onSignIn={() => onShow({ dialog: 'USER' })}
          returnFocusTo={returnFocusTo}
        />
      );
    case 'FORGOT':
      return (
        <ForgotPasswordDialog
          onClose={close}
          onBackToSignIn={() => onShow(shown.fromSignIn ? { dialog: 'USER' } : null)}
          returnFocusTo={returnFocusTo}
        />
      );
  }
}
