import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLayoutEffect } from 'react';
import { MemoryRouter, useLocation, type InitialEntry, type Location } from 'react-router';
import '@/app/provider.tsx';
import { AppRoutes } from '@/app/router.tsx';
import { stampJourneyState } from '@/lib/journey/journey-session.ts';

/** Keeps the history entry on screen where a test can read it. */
function LocationProbe({ onLocation }: { onLocation: (location: Location) => void }) {
  const location = useLocation();
  useLayoutEffect(() => onLocation(location), [location, onLocation]);
  return null;
}

/**
 * Renders the whole site, with its real routes, at one history entry; `router.state.location`
 * is the entry shown now. The entry's state is stamped as the site stamps its own, unless the
 * test asks for a state from before Logout (`{ stamped: false }`).
 */
export function renderApp(entry: InitialEntry = '/', { stamped = true } = {}) {
  if (stamped && typeof entry === 'object' && typeof entry.state === 'object' && entry.state)
    entry = { ...entry, state: stampJourneyState(entry.state) };
  const router = { state: { location: undefined as unknown as Location } };
  const onLocation = (location: Location) => {
    router.state.location = location;
  };
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[entry]}>
        <AppRoutes />
        <LocationProbe onLocation={onLocation} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { router, user };
}
