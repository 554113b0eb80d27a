import { Navigate, useParams } from 'react-router';
import { CancelScreen } from './cancel-screen.tsx';
import { ExtendScreen } from './extend-screen.tsx';
import { LookupScreen } from './lookup-screen.tsx';
import { ModifyScreen } from './modify-screen.tsx';
import { StatusScreen } from './status-screen.tsx';
import './manage-booking.css';

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
      <Screen key={name} />
    </div>
  );
}
