import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { useLogout } from '@/features/auth/api/logout.ts';
import { useSessionUser } from '@/lib/session-user.ts';
import { preloadAuthDialogs, useOpenAuthDialog } from './auth-dialogs.tsx';
import { MENU_GROUPS, type MenuGroup } from './site-menu.ts';

interface NavGroupProps {
  group: MenuGroup;
  open: boolean;
  onToggle: () => void;
  onClose: () => void;
  onNavigate: () => void;
  className?: string;
}

function NavGroup({ group, open, onToggle, onClose, onNavigate, className }: NavGroupProps) {
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);

  function handleKeyDown(event: KeyboardEvent<HTMLLIElement>) {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    onClose();
    buttonRef.current?.focus();
  }

  function handleBlur(event: FocusEvent<HTMLLIElement>) {
    const next = event.relatedTarget;
    if (open && next instanceof Node && !event.currentTarget.contains(next)) onClose();
  }

  return (
    <li className="nav-group" onKeyDown={handleKeyDown} onBlur={handleBlur}>
      <button
        ref={buttonRef}
        type="button"
        className={`nav-item nav-group-button${className ? ` ${className}` : ''}`}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={onToggle}
      >
        {group.label}
        <span className="nav-caret" aria-hidden="true" />
      </button>
      <ul id={menuId} className="nav-submenu" hidden={!open}>
        {group.links.map((link) => (
          <li key={link.label}>
            {'to' in link ? (
              <NavLink to={link.to} className="nav-submenu-link" onClick={onNavigate}>
                {link.label}
              </NavLink>
            ) : (
              <button
                type="button"
                className="nav-submenu-link"
                onClick={() => {
                  onClose();
                  link.onSelect(buttonRef.current);
                }}
              >
                {link.label}
              </button>
            )}
          </li>
        ))}
      </ul>
    </li>
  );
}

/** The main menu: disclosure groups, and behind a Menu button on narrow screens. */
export function SiteNav() {
  const navId = useId();
  const [menuOpen, setMenuOpen] = useState(false);
  const [openGroup, setOpenGroup] = useState<string | null>(null);
  const { pathname } = useLocation();
  const [shownPath, setShownPath] = useState(pathname);
  if (shownPath !== pathname) {
    setShownPath(pathname);
    setMenuOpen(false);
    setOpenGroup(null);
  }
  const toggleRef = useRef<HTMLButtonElement>(null);
  const containerRef = useRef<HTMLDivElement>(null);
  const user = useSessionUser();
  const logout = useLogout();
  const openAuthDialog = useOpenAuthDialog();
  const signInGroup: MenuGroup = {
    label: 'Sign In',
    links: [
      { label: 'Individual', onSelect: (menuButton) => openAuthDialog('USER', menuButton) },
      {
        label: 'Corporate / Tour Operator',
        onSelect: (menuButton) => openAuthDialog('CORPTOUR', menuButton),
      },
    ],
  };

  useEffect(() => {
    if (openGroup === null && !menuOpen) return;
    function closeOnOutsidePointer(event: PointerEvent) {
      const target = event.target as Element;
      // A dialog opened from the menu sits outside it; using the dialog keeps the menu open.
      if (containerRef.current?.contains(target) || target.closest?.('[role="dialog"]')) return;
      setOpenGroup(null);
      setMenuOpen(false);
    }
    document.addEventListener('pointerdown', closeOnOutsidePointer);
    return () => document.removeEventListener('pointerdown', closeOnOutsidePointer);
  }, [openGroup, menuOpen]);

  function closeAll() {
    setOpenGroup(null);
    setMenuOpen(false);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape' && menuOpen) {
      closeAll();
      toggleRef.current?.focus();
    }
  }

  return (
    <div className="site-nav-container" ref={containerRef} onKeyDown={handleKeyDown}>
      <button
        ref={toggleRef}
        type="button"
        className="menu-toggle"
        aria-expanded={menuOpen}
        aria-controls={navId}
        onClick={() => setMenuOpen((open) => !open)}
      >
        <span className="menu-toggle-icon" aria-hidden="true" />
        Menu
      </button>
      <nav id={navId} aria-label="Main" className={menuOpen ? 'site-nav is-open' : 'site-nav'}>
        <ul className="nav-list">
          {MENU_GROUPS.map((group) => (
            <NavGroup
              key={group.label}
              group={group}
              open={openGroup === group.label}
              onToggle={() =>
                setOpenGroup((current) => (current === group.label ? null : group.label))
              }
              onClose={() => setOpenGroup(null)}
              onNavigate={closeAll}
            />
          ))}
          <li>
            <NavLink to="/contacts/" className="nav-item" onClick={closeAll}>
              Contact Us
            </NavLink>
          </li>
          {user ? (
            <>
              <li className="nav-account-item">
                <Link
                  to={user.accountEmail ? '/profile/' : '/get-quote/'}
                  className="nav-item nav-account"
                  title={user.accountName}
                  onClick={closeAll}
                >
                  <span className="nav-account-name">{user.accountName}</span>
                </Link>
              </li>
              <li>
                <button
                  type="button"
                  className="nav-item nav-logout"
                  disabled={logout.isPending}
                  onClick={() => {
                    closeAll();
                    logout.mutate();
                  }}
                >
                  Logout
                </button>
              </li>
            </>
          ) : (
            <>
              <NavGroup
                group={signInGroup}
                className="nav-sign-in"
                open={openGroup === signInGroup.label}
                onToggle={() => {
                  preloadAuthDialogs();
                  setOpenGroup((current) =>
                    current === signInGroup.label ? null : signInGroup.label,
                  );
                }}
                onClose={() => setOpenGroup(null)}
                onNavigate={closeAll}
              />
              <li>
                <button
                  type="button"
                  className="nav-item nav-register"
                  onPointerEnter={preloadAuthDialogs}
                  onFocus={preloadAuthDialogs}
                  onClick={(event) => {
                    closeAll();
                    openAuthDialog('REGISTER', event.currentTarget);
                  }}
                >
                  Register
                </button>
              </li>
            </>
          )}
        </ul>
      </nav>
    </div>
  );
}
