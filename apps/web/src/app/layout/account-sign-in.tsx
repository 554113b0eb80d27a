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

const loadDialog = () => import('@/features/auth/components/account-sign-in-dialog.tsx');
const AccountSignInDialog = lazy(() =>
  loadDialog().then((module) => ({ default: module.AccountSignInDialog })),
);

/** Fetches the dialog's code ahead of a likely click. */
export function preloadAccountSignIn() {
  void loadDialog();
}

type OpenAccountSignIn = (returnFocusTo?: HTMLElement | null) => void;

const AccountSignInContext = createContext<OpenAccountSignIn>(() => {});

/** Opens the corporate / tour-operator sign-in dialog (CORPTOUR) from anywhere in the site. */
export function useOpenAccountSignIn(): OpenAccountSignIn {
  return useContext(AccountSignInContext);
}

/** Holds the CORPTOUR dialog; a signed-in account is kept for the tab and goes to /get-quote/. */
export function AccountSignInProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const returnFocusRef = useRef<HTMLElement | null>(null);

  const openDialog = useCallback<OpenAccountSignIn>((returnFocusTo) => {
    returnFocusRef.current =
      returnFocusTo ??
      (document.activeElement instanceof HTMLElement ? document.activeElement : null);
    setOpen(true);
  }, []);

  function handleSignedIn(user: SessionUser) {
    sessionUser.write(user);
    setOpen(false);
    void navigate('/get-quote/');
  }

  return (
    <AccountSignInContext.Provider value={openDialog}>
      {children}
      {open && (
        <Suspense fallback={null}>
          <AccountSignInDialog
            onClose={() => setOpen(false)}
            onSignedIn={handleSignedIn}
            returnFocusTo={returnFocusRef}
          />
        </Suspense>
      )}
    </AccountSignInContext.Provider>
  );
}
