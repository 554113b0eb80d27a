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

/**
 * Moves the focus from the page's content to its heading (its one h1), made focusable, unless the
 * focus left the content meanwhile; says whether the heading is there.
 */
function focusHeadingOf(main: HTMLElement): boolean {
  const heading = main.querySelector('h1');
  if (!heading) return false;
  if (document.activeElement === main) {
    if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
    heading.focus({ preventScroll: true });
  }
  return true;
}

/**
 * After a client-side navigation, focus starts at the new page, as after a page load: at its
 * heading, so that a screen reader says which page it is (the content, main, has no name). A page
 * that shows its heading once its content has loaded (fleet, branches, content pages) has the
 * content focused meanwhile, and the heading when it shows, if the focus is still there.
 */
function useFocusOnNavigation() {
  const { pathname } = useLocation();
  const mainRef = useRef<HTMLElement>(null);
  const shownPath = useRef(pathname);
  useEffect(() => {
    const main = mainRef.current;
    if (shownPath.current === pathname || !main) return;
    shownPath.current = pathname;
    main.focus({ preventScroll: true });
    if (focusHeadingOf(main)) return;
    const observer = new MutationObserver(() => {
      if (document.activeElement !== main || focusHeadingOf(main)) observer.disconnect();
    });
    observer.observe(main, { childList: true, subtree: true });
    return () => observer.disconnect();
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
        // answer, is reached at once; fixed to the bottom of the window (layout.css), so reaching
        // it does not scroll the page.
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
