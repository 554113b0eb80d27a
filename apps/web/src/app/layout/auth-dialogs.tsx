import type { SessionUser } from '@bluu/contracts/accounts';
import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useNavigate } from 'react-router';
import { sessionUser } from '@/lib/session-user.ts';

/** The sign-in dialogs of spec 000 §2 (modal types). */
export type AuthDialog = 'CORPTOUR' | 'USER' | 'REGISTER' | 'FORGOT';

const loaders = {
  CORPTOUR: () => import('@/features/auth/components/account-sign-in-dialog.tsx'),
  USER: () => import('@/features/auth/components/individual-sign-in-dialog.tsx'),
  REGISTER: () => import('@/features/auth/components/register-dialog.tsx'),
  FORGOT: () => import('@/features/auth/components/forgot-password-dialog.tsx'),
} satisfies Record<AuthDialog, () => Promise<unknown>>;

const AccountSignInDialog = lazy(() =>
  loaders.CORPTOUR().then((module) => ({ default: module.AccountSignInDialog })),
);
const IndividualSignInDialog = lazy(() =>
  loaders.USER().then((module) => ({ default: module.IndividualSignInDialog })),
);
const RegisterDialog = lazy(() =>
  loaders.REGISTER().then((module) => ({ default: module.RegisterDialog })),
);
const ForgotPasswordDialog = lazy(() =>
  loaders.FORGOT().then((module) => ({ default: module.ForgotPasswordDialog })),
);

/** Fetches a dialog's code ahead of a likely click. */
export function preloadAuthDialog(dialog: AuthDialog) {
  void loaders[dialog]();
}

/** Fetches the corporate / tour-operator dialog's code ahead of a likely click. */
export function preloadAccountSignIn() {
  preloadAuthDialog('CORPTOUR');
}

type OpenAuthDialog = (dialog: AuthDialog, returnFocusTo?: HTMLElement | null) => void;

const AuthDialogContext = createContext<OpenAuthDialog>(() => {});

/** Opens one of the sign-in dialogs from anywhere in the site. */
export function useOpenAuthDialog(): OpenAuthDialog {
  return useContext(AuthDialogContext);
}

/** Opens the corporate / tour-operator sign-in dialog (CORPTOUR) from anywhere in the site. */
export function useOpenAccountSignIn(): (returnFocusTo?: HTMLElement | null) => void {
  const open = useOpenAuthDialog();
  return useCallback((returnFocusTo) => open('CORPTOUR', returnFocusTo), [open]);
}

/** The dialog shown; FORGOT remembers whether it was reached from the USER dialog. */
type Shown = { dialog: AuthDialog; fromSignIn?: boolean } | null;

/**
 * Holds the sign-in dialogs. A signed-in individual is kept for the tab and goes to /profile/, a
 * signed-in account to /get-quote/. The USER dialog leads to FORGOT and REGISTER and back.
 */
export function AuthDialogsProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const [shown, setShown] = useState<Shown>(null);
  const returnFocusRef = useRef<HTMLElement | null>(null);

  const openDialog = useCallback<OpenAuthDialog>((dialog, returnFocusTo) => {
    returnFocusRef.current =
      returnFocusTo ??
      (document.activeElement instanceof HTMLElement ? document.activeElement : null);
    setShown({ dialog });
  }, []);

  const close = () => setShown(null);

  function signedIn(user: SessionUser, landing: string) {
    sessionUser.write(user);
    setShown(null);
    void navigate(landing);
  }

  return (
    <AuthDialogContext.Provider value={openDialog}>
      {children}
      {shown && (
        <Suspense fallback={null}>
          {shown.dialog === 'CORPTOUR' && (
            <AccountSignInDialog
              onClose={close}
              onSignedIn={(user) => signedIn(user, '/get-quote/')}
              returnFocusTo={returnFocusRef}
            />
          )}
          {shown.dialog === 'USER' && (
            <IndividualSignInDialog
              onClose={close}
              onSignedIn={(user) => signedIn(user, '/profile/')}
              onForgotPassword={() => setShown({ dialog: 'FORGOT', fromSignIn: true })}
              onRegister={() => setShown({ dialog: 'REGISTER' })}
              returnFocusTo={returnFocusRef}
            />
          )}
          {shown.dialog === 'REGISTER' && (
            <RegisterDialog
              onClose={close}
              onSignIn={() => setShown({ dialog: 'USER' })}
              returnFocusTo={returnFocusRef}
            />
          )}
          {shown.dialog === 'FORGOT' && (
            <ForgotPasswordDialog
              onClose={close}
              onBackToSignIn={() => setShown(shown.fromSignIn ? { dialog: 'USER' } : null)}
              returnFocusTo={returnFocusRef}
            />
          )}
        </Suspense>
      )}
    </AuthDialogContext.Provider>
  );
}
