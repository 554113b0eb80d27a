import { lazy, Suspense } from 'react';
import { Navigate, useParams } from 'react-router';
import { PageLoading } from '@/components/ui/page-loading.tsx';
import { LookupScreen } from './lookup-screen.tsx';
import './manage-booking.css';

/*
 * The screens after the look-up load when first shown, so that /manage-booking/ shows without
 * their code (decision record 0018).
 */
const StatusScreen = lazy(() =>
  import('./status-screen.tsx').then((module) => ({ default: module.StatusScreen })),
);
const ModifyScreen = lazy(() =>
  import('./modify-screen.tsx').then((module) => ({ default: module.ModifyScreen })),
);
const ExtendScreen = lazy(() =>
  import('./extend-screen.tsx').then((module) => ({ default: module.ExtendScreen })),
);
const CancelScreen = lazy(() =>
  import('./cancel-screen.tsx').then((module) => ({ default: module.CancelScreen })),
);

const SCREENS = {
  '': LookupScreen,
  status: StatusScreen,
  modify: ModifyScreen,
  extend: ExtendScreen,
  cancel: CancelScreen,
} as const;

function isScreen(name: string): name is keyof typeof SCREENS {
  return Object.hasOwn(SCREENS, name);
}

/**
 * Manage Booking (spec 001 §2): the look-up at /manage-booking/, the status page and its
 * modify, extend and cancel screens below it, each a history entry of its own.
 */
export function ManageBooking() {
  const name = (useParams()['*'] ?? '').replace(/\/+$/, '');
  if (!isScreen(name)) return <Navigate to="/manage-booking/" replace />;
  const Screen = SCREENS[name];
  return (
    <div className="container page manage-page">
      <Suspense fallback={<PageLoading />}>
        <Screen key={name} />
      </Suspense>
    </div>
  );
}
