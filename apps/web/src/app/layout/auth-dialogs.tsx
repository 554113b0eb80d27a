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
import type { AccountSignInValues } from '@/features/auth/utils/account-sign-in.ts';
import {
  AccountSignInContext,
  type OpenAccountSignIn,
} from '@/features/manage-booking/components/account-sign-in-offer.tsx';
import { signIn } from '@/lib/session-user.ts';

/** The sign-in dialogs of spec 000 §2 (modal types). */
export type AuthDialog = 'CORPTOUR' | 'USER' | 'REGISTER' | 'FORGOT';

/** Corporate (C) or Tour Operator (T): the account type the CORPTOUR dialog opens with. */
export type SignInAccountType = AccountSignInValues['accountType'];

/**
 * The dialog shown; FORGOT remembers whether it was reached from the USER dialog, CORPTOUR the
 * account type chosen where it was opened (the tour-operators page opens it on Tour Operator).
 * With `onSignedIn` the page that opened it stays and carries on after the sign-in (Manage
 * Booking looks the reference up again) instead of going to the landing page.
 */
export interface ShownAuthDialog {
  dialog: AuthDialog;
  fromSignIn?: boolean;
  accountType?: SignInAccountType;
  onSignedIn?: () => void;
}

const loadDialogs = () => import('./auth-dialog-switch.tsx');
const AuthDialogSwitch = lazy(() =>
  loadDialogs().then((module) => ({ default: module.AuthDialogSwitch })),
);

/** Fetches the dialogs' code ahead of a likely click. */
export function preloadAuthDialogs() {
  void loadDialogs();
}

type OpenAuthDialog = (
  dialog: AuthDialog | ShownAuthDialog,
  returnFocusTo?: HTMLElement | null,
) => void;

const AuthDialogContext = createContext<OpenAuthDialog>(() => {});

/** Opens one of the sign-in dialogs from anywhere in the site. */
export function useOpenAuthDialog(): OpenAuthDialog {
  return useContext(AuthDialogContext);
}

/** Opens the corporate / tour-operator sign-in dialog (CORPTOUR) on an account type. */
export function useOpenAccountSignIn(
  accountType: SignInAccountType,
): (returnFocusTo?: HTMLElement | null) => void {
  const open = useOpenAuthDialog();
  return useCallback(
    (returnFocusTo) => open({ dialog: 'CORPTOUR', accountType }, returnFocusTo),
    [open, accountType],
  );
}

/**
 * Holds the sign-in dialogs. A signed-in individual is kept for the tab and goes to /profile/, a
 * signed-in account to /get-quote/. The dialogs call `handleSignedIn` in a transition, so the
 * dialog closes only when the landing page (loaded on first use) is shown: meanwhile it stays
 * open over the old page, its button pending.
 */
export function AuthDialogsProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const [shown, setShown] = useState<ShownAuthDialog | null>(null);
  const returnFocusRef = useRef<HTMLElement | null>(null);

  const openDialog = useCallback<OpenAuthDialog>((dialog, returnFocusTo) => {
    returnFocusRef.current =
      returnFocusTo ??
      (document.activeElement instanceof HTMLElement ? document.activeElement : null);
    setShown(typeof dialog === 'string' ? { dialog } : dialog);
  }, []);

  const openAccountSignIn = useCallback<OpenAccountSignIn>(
    (returnFocusTo, onSignedIn) => openDialog({ dialog: 'CORPTOUR', onSignedIn }, returnFocusTo),
    [openDialog],
  );

  function handleSignedIn(user: SessionUser, landing: string) {
    signIn(user);
    setShown(null);
    if (shown?.onSignedIn) shown.onSignedIn();
    else void navigate(landing);
  }

  return (
    <AuthDialogContext.Provider value={openDialog}>
      <AccountSignInContext.Provider value={openAccountSignIn}>
        {children}
      </AccountSignInContext.Provider>
      {shown && (
        <Suspense fallback={null}>
          <AuthDialogSwitch
            key={shown.dialog}
            shown={shown}
            onShow={setShown}
            onSignedIn={handleSignedIn}
            returnFocusTo={returnFocusRef}
          />
        </Suspense>
      )}
    </AuthDialogContext.Provider>
  );
}
