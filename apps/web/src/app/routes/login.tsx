import type { SessionUser } from '@bluu/contracts/accounts';
import { PROFILE_MESSAGES, USER_MESSAGES } from '@bluu/contracts/users-rules';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { PageTitle } from '@/components/ui/page-title.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useOpenAuthDialog } from '@/app/layout/auth-dialogs.tsx';
import { activateAccount, activationKeys } from '@/features/auth/api/activate-account.ts';
import { IndividualSignInForm } from '@/features/auth/components/individual-sign-in-form.tsx';
import { isSessionEndedState } from '@/features/profile/utils/session-ended.ts';
import { sessionUser, signIn } from '@/lib/session-user.ts';
import { failureMessage } from '@/lib/server-message.ts';

/**
 * Activates once per link: the answer is kept for the page's life, so showing the page again
 * (or React running it twice) does not use the single-use link a second time.
 */
function ActivationBanner({ validHash, validCode }: { validHash: string; validCode: string }) {
  const activation = useQuery({
    queryKey: activationKeys.link(validHash, validCode),
    queryFn: () => activateAccount(validHash, validCode),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
  if (activation.isPending)
    return (
      <p role="status" className="notice">
        <Spinner /> Activating your online profile…
      </p>
    );
  if (activation.isError)
    return (
      <p role="alert" className="alert">
        {failureMessage(activation.error)}
      </p>
    );
  return activation.data ? (
    <p role="status" className="success-message">
      {USER_MESSAGES.activated}
    </p>
  ) : (
    <p role="alert" className="alert">
      {USER_MESSAGES.activationExpired}
    </p>
  );
}

/** Why /login opened when the server ended the profile's session. */
function SessionEndedNotice() {
  return (
    <p role="alert" className="notice">
      {PROFILE_MESSAGES.signInRequired}
    </p>
  );
}

/**
 * Where a signed-in visitor of /login goes: /profile (spec 001 §6), or for an account, which has
 * no profile e-mail, straight on to / (where /profile would send it).
 */
function landingOfSignedIn(user: SessionUser): string {
  return user.accountEmail ? '/profile' : '/';
}

/** /login/{validHash?}/{validCode?}: an individual signs in; a link from the e-mail activates. */
export function Component() {
  const { validHash, validCode } = useParams();
  const { state } = useLocation();
  const navigate = useNavigate();
  const openDialog = useOpenAuthDialog();
  // Whoever was signed in when the page opened is sent on; signing in here goes to /profile/.
  const [signedInOnArrival] = useState(sessionUser.read);
  const activating = Boolean(validHash && validCode);

  if (!activating && signedInOnArrival)
    return <Navigate to={landingOfSignedIn(signedInOnArrival)} replace />;

  function handleSignedIn(signedIn: SessionUser) {
    signIn(signedIn);
    void navigate('/profile/');
  }

  return (
    <div className="container page auth-page">
      <PageTitle title="Sign In" />
      <h1>Sign In</h1>
      {isSessionEndedState(state) && <SessionEndedNotice />}
      {validHash && validCode && (
        <ActivationBanner
          key={`${validHash}/${validCode}`}
          validHash={validHash}
          validCode={validCode}
        />
      )}
      <p>Sign in to your online profile with your e-mail address and password.</p>
      <div className="auth-form">
        <IndividualSignInForm
          onSignedIn={handleSignedIn}
          onForgotPassword={() => openDialog('FORGOT')}
          onRegister={() => openDialog('REGISTER')}
        />
      </div>
    </div>
  );
}
