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
import { signIn } from '@/lib/session-user.ts';

/** The sign-in dialogs of spec 000 §2 (modal types). */
export type AuthDialog = 'CORPTOUR' | 'USER' | 'REGISTER' | 'FORGOT';

/** The dialog shown; FORGOT remembers whether it was reached from the USER dialog. */
export interface ShownAuthDialog {
  dialog: AuthDialog;
  fromSignIn?: boolean;
}

const loadDialogs = () => import('./auth-dialog-switch.tsx');
const AuthDialogSwitch = lazy(() =>
  loadDialogs().then((module) => ({ default: module.AuthDialogSwitch })),
);

/** Fetches the dialogs' code ahead of a likely click. */
export function preloadAuthDialogs() {
  void loadDialogs();
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

/**
 * Holds the sign-in dialogs. A signed-in individual is kept for the tab and goes to /profile/, a
 * signed-in account to /get-quote/.
 */
export function AuthDialogsProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const [shown, setShown] = useState<ShownAuthDialog | null>(null);
  const returnFocusRef = useRef<HTMLElement | null>(null);

  const openDialog = useCallback<OpenAuthDialog>((dialog, returnFocusTo) => {
    returnFocusRef.current =
      returnFocusTo ??
      (document.activeElement instanceof HTMLElement ? document.activeElement : null);
    setShown({ dialog });
  }, []);

  function handleSignedIn(user: SessionUser, landing: string) {
    signIn(user);
    setShown(null);
    void navigate(landing);
  }

  return (
    <AuthDialogContext.Provider value={openDialog}>
      {children}
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
