import type { RouteObject } from 'react-router';
import { RootLayout } from './layout/root-layout.tsx';
import { RouteError } from './layout/route-error.tsx';

/** Holds the first page's place (keeping the footer below the fold) while its code loads. */
function PageLoading() {
  return <div className="page-loading" />;
}

const home = () => import('./routes/home.tsx');
const login = () => import('./routes/login.tsx');
const getQuote = () => import('./routes/get-quote.tsx');
const availability = () => import('./routes/availability.tsx');
const confirmationDetails = () => import('./routes/confirmation-details.tsx');
const bookingConfirmation = () => import('./routes/booking-confirmation.tsx');
const manageBooking = () => import('./routes/manage-booking.tsx');
const registerAccount = () => import('./routes/register-account.tsx');
const otp = () => import('./routes/otp.tsx');
const profile = () => import('./routes/profile.tsx');
const passwordReset = () => import('./routes/password-reset.tsx');
const fleet = () => import('./routes/fleet.tsx');
const branches = () => import('./routes/branches.tsx');
const notFound = () => import('./routes/not-found.tsx');
const content = () => import('./routes/content.tsx');

/** The route table of spec 001 §2, in its order; every page is loaded when first visited. */
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    ErrorBoundary: RouteError,
    children: [
      {
        ErrorBoundary: RouteError,
        HydrateFallback: PageLoading,
        children: [
          { index: true, lazy: home },
          { path: 'login/:validHash?/:validCode?', lazy: login },
          { path: 'get-quote', lazy: getQuote },
          { path: 'get-quote/*', lazy: getQuote },
          { path: 'availability', lazy: availability },
          { path: 'confirmation-details', lazy: confirmationDetails },
          { path: 'booking-confirmation', lazy: bookingConfirmation },
          { path: 'manage-booking', lazy: manageBooking },
          { path: 'manage-booking/*', lazy: manageBooking },
          { path: 'register-account', lazy: registerAccount },
          { path: 'otp', lazy: otp },
          { path: 'profile', lazy: profile },
          { path: 'password-reset/:txtU/*', lazy: passwordReset },
          { path: 'fleet/:slug?', lazy: fleet },
          { path: 'fleet/*', lazy: fleet },
          { path: 'branches/:slug?', lazy: branches },
          { path: 'branches/*', lazy: branches },
          { path: '404', lazy: notFound },
          { path: '*', lazy: content },
        ],
      },
    ],
  },
];
