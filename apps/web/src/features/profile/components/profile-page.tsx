import type { SessionUser } from '@bluu/contracts/accounts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect, useState, type ReactNode } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { PageTitle } from '@/components/ui/page-title.tsx';
import { SimplePage } from '@/components/ui/simple-page.tsx';
import { Tabs } from '@/components/ui/tabs.tsx';
import { sessionUser, useSessionUser } from '@/lib/session-user.ts';
import { profileKeys, profileQuery } from '@/features/profile/api/get-profile.ts';
import { greetingName } from '@/features/profile/utils/greeting.ts';
import { SESSION_ENDED_STATE } from '@/features/profile/utils/session-ended.ts';
import { Loading, QueryState } from './list-state.tsx';
import { QuoteRequests, type ConfirmQuote } from './quote-requests.tsx';
import { ReservationsList } from './reservations-list.tsx';
import './profile.css';

// The form and its rules (with zod) load beside the profile's own request, so the page and its
// other tabs show without them (decision record 0018).
const loadProfileForm = () => import('./profile-form.tsx');
const ProfileForm = lazy(() =>
  loadProfileForm().then((module) => ({ default: module.ProfileForm })),
);
const LOADING_PROFILE = 'Loading your profile…';

interface ProfilePageProps {
  /** The booking widget of the Make Reservation tab. */
  makeReservation: ReactNode;
  /** The D2D Reservation tab's content. */
  d2dReservation: ReactNode;
  onConfirmQuote: ConfirmQuote;
  /** Opens a listed reference in Manage Booking with its e-mail. */
  onOpenInManageBooking: (reference: string, email: string) => void;
}

/**
 * The server says the session has ended: the session user is forgotten and /login opens, saying
 * why (`SESSION_ENDED_STATE`).
 */
function useSignedOut() {
  const client = useQueryClient();
  const navigate = useNavigate();
  return useCallback(() => {
    client.removeQueries({ queryKey: profileKeys.all });
    sessionUser.clear();
    void navigate('/login', { replace: true, state: SESSION_ENDED_STATE });
  }, [client, navigate]);
}

/**
 * The page while it stays on screen after its user signed out: during Logout's way home (whose
 * page may still be loading), after Back in that time, or when the tab forgot an account.
 */
function SignedOut() {
  return (
    <SimplePage heading="My Profile">
      You are signed out. <Link to="/login">Sign in</Link> to see your online profile.
    </SimplePage>
  );
}

function MyProfile({ user, onSignedOut }: { user: SessionUser; onSignedOut: () => void }) {
  const query = useQuery(profileQuery(user));
  useEffect(() => {
    void loadProfileForm();
  }, []);
  return (
    <QueryState query={query} loading={LOADING_PROFILE} onSignedOut={onSignedOut}>
      {(profile) => (
        <Suspense fallback={<Loading text={LOADING_PROFILE} />}>
          <ProfileForm user={user} profile={profile} onSignedOut={onSignedOut} />
        </Suspense>
      )}
    </QueryState>
  );
}

/**
 * The profile page (spec 001 §2 Profile): 'Hello {name}' and the tabs My Profile, My
 * Reservations, Quote Requests, Make Reservation and D2D Reservation. Opened without a session
 * user it goes to /login; a signed-in account without an e-mail has no profile and goes home.
 */
export function ProfilePage(props: ProfilePageProps) {
  const user = useSessionUser();
  const onSignedOut = useSignedOut();
  // Opened without a session user: to /login. Signed out while here (Logout, or the session
  // ended): whoever signed out chooses the next page (Logout opens home). A redirect from here
  // would replace that page's history entry with /login, so the page says it instead.
  const [openedSignedIn] = useState(user !== null);
  if (!user) return openedSignedIn ? <SignedOut /> : <Navigate to="/login" replace />;
  if (!user.accountEmail) return <Navigate to="/" replace />;
  const email = user.accountEmail;
  return (
    <div className="container page profile-page">
      <PageTitle title="My Profile" />
      <h1>Hello {greetingName(user)}</h1>
      <Tabs
        label="Your online profile"
        items={[
          {
            id: 'profile',
            label: 'My Profile',
            panel: <MyProfile key={user.accountUser} user={user} onSignedOut={onSignedOut} />,
          },
          {
            id: 'reservations',
            label: 'My Reservations',
            panel: (
              <ReservationsList
                email={email}
                onOpen={props.onOpenInManageBooking}
                onSignedOut={onSignedOut}
              />
            ),
          },
          {
            id: 'quotes',
            label: 'Quote Requests',
            panel: (
              <QuoteRequests
                email={email}
                onConfirm={props.onConfirmQuote}
                onOpen={props.onOpenInManageBooking}
                onSignedOut={onSignedOut}
              />
            ),
          },
          {
            id: 'reserve',
            label: 'Make Reservation',
            panel: (
              <section className="profile-section" aria-labelledby="profile-reserve-heading">
                <h2 id="profile-reserve-heading">Make Reservation</h2>
                {props.makeReservation}
              </section>
            ),
          },
          {
            id: 'd2d',
            label: 'D2D Reservation',
            lazy: true,
            panel: (
              <section className="profile-section" aria-labelledby="profile-d2d-heading">
                <h2 id="profile-d2d-heading">D2D Reservation</h2>
                {props.d2dReservation}
              </section>
            ),
          },
        ]}
      />
    </div>
  );
}
