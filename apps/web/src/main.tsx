import './lib/zod-jitless.ts';
import './styles/global.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppProvider, createQueryClient } from './app/provider.tsx';
import { AppRoutes, preloadRoute } from './app/router.tsx';
import { stripNulFromFields } from './lib/strip-nul.ts';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

stripNulFromFields();
const root = createRoot(container);
// The first page's code (already being fetched beside this file) is awaited, so the first render
// shows the page itself rather than the layout's placeholder and then the page. As a transition,
// that render yields to the browser every few milliseconds instead of holding the main thread
// until the whole page is built (Total Blocking Time on slow phones).
void preloadRoute(window.location).then(() => {
  startTransition(() => {
    root.render(
      <StrictMode>
        <AppProvider client={createQueryClient()}>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </AppProvider>
      </StrictMode>,
    );
  });
});
