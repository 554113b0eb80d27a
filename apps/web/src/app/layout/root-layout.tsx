import { Suspense, useEffect, useRef, type MouseEvent, type ReactNode, type Ref } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { Outlet, useLocation } from 'react-router';
import { PageLoading } from '@/components/ui/page-loading.tsx';
import { useLogoutInOtherTabs } from '@/features/auth/api/logout.ts';
import { AuthDialogsProvider } from './auth-dialogs.tsx';
import { ChatLink } from './chat-link.tsx';
import { CookieBanner } from './cookie-banner.tsx';
import { RouteError } from './route-error.tsx';
import { ScrollRestoration } from './scroll-restoration.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';
import './layout.css';

const MAIN_ID = 'main';

function skipToMain(event: MouseEvent<HTMLAnchorElement>) {
  event.preventDefault();
  document.getElementById(MAIN_ID)?.focus();
}

/** After a client-side navigation, focus starts at the new page's content, as after a page load. */
function useFocusOnNavigation() {
  const { pathname } = useLocation();
  const mainRef = useRef<HTMLElement>(null);
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    mainRef.current?.focus({ preventScroll: true });
  }, [pathname]);
  return mainRef;
}

interface SiteFrameProps {
  children: ReactNode;
  mainRef?: Ref<HTMLElement>;
  /** What follows the page's content: the footer. */
  after?: ReactNode;
  /** What sticks to the bottom of the window: the cookie banner and the chat button. */
  dock?: ReactNode;
}

/**
 * The top of every page: skip link, header and the page's content. The build renders it around
 * home's hero as the first paint of `/` (`app/first-paint.tsx`), without the footer and the dock.
 */
export function SiteFrame({ children, mainRef, after, dock }: SiteFrameProps) {
  return (
    <div className="app-shell">
      <a href={`#${MAIN_ID}`} className="skip-link" onClick={skipToMain}>
        Skip to main content
      </a>
      {dock && (
        // Right after the skip link in the tab order, so the cookie banner, which asks for an
        // answer, is reached at once; shown last, below the footer (`order` in layout.css), where
        // it sticks to the bottom of the window.
        <div className="bottom-dock">{dock}</div>
      )}
      <SiteHeader />
      <main id={MAIN_ID} ref={mainRef} tabIndex={-1} className="site-main">
        {children}
      </main>
      {after}
    </div>
  );
}

export function RootLayout() {
  const { pathname } = useLocation();
  const mainRef = useFocusOnNavigation();
  useLogoutInOtherTabs();
  return (
    <AuthDialogsProvider>
      <SiteFrame
        mainRef={mainRef}
        after={<SiteFooter />}
        dock={
          <>
            <CookieBanner focusAfterAccept={mainRef} />
            <ChatLink />
          </>
        }
      >
        <ErrorBoundary FallbackComponent={RouteError} resetKeys={[pathname]}>
          <Suspense fallback={<PageLoading />}>
            <Outlet />
            <ScrollRestoration />
          </Suspense>
        </ErrorBoundary>
      </SiteFrame>
    </AuthDialogsProvider>
  );
}
