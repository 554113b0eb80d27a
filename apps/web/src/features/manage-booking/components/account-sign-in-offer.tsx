import { createContext, useContext } from 'react';

/**
 * Opens the Corporate / Tour Operator sign-in dialog of the header. The app provides it (a feature
 * does not import the app); after the sign-in `onSignedIn` runs and the page stays.
 */
export type OpenAccountSignIn = (returnFocusTo: HTMLElement, onSignedIn: () => void) => void;

export const AccountSignInContext = createContext<OpenAccountSignIn | null>(null);

/**
 * The way forward beside the refusal of a corporate or tour reference to a visitor who is not
 * signed into its account (ACCOUNT_SIGN_IN_REQUIRED): the account's sign-in, then `onSignedIn`
 * (the reference is looked up again).
 */
export function AccountSignInOffer({ onSignedIn }: { onSignedIn: () => void }) {
  const openAccountSignIn = useContext(AccountSignInContext);
  if (!openAccountSignIn) return null;
  return (
    <button
      type="button"
      className="button button-primary"
      onClick={(event) => openAccountSignIn(event.currentTarget, onSignedIn)}
    >
      Corporate / Tour Operator Sign In
    </button>
  );
}
