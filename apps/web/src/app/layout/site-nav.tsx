import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { Link, NavLink } from 'react-router';
import { MENU_GROUPS, type MenuGroup } from './site-menu.ts';

interface NavGroupProps {
  group: MenuGroup;
  open: boolean;
  onToggle: () => void;
  onClose: () => void;
  onNavigate: () => void;
}

function NavGroup({ group, open, onToggle, onClose, onNavigate }: NavGroupProps) {
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
        className="nav-item nav-group-button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={onToggle}
      >
        {group.label}
        <span className="nav-caret" aria-hidden="true" />
      </button>
      <ul id={menuId} className="nav-submenu" hidden={!open}>
        {group.links.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} className="nav-submenu-link" onClick={onNavigate}>
              {link.label}
            </NavLink>
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
  const toggleRef = useRef<HTMLButtonElement>(null);
  const containerRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (openGroup === null && !menuOpen) return;
    function closeOnOutsidePointer(event: PointerEvent) {
      if (containerRef.current?.contains(event.target as Node)) return;
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
          <li>
            <Link to="/login" className="nav-item" onClick={closeAll}>
              Sign In
            </Link>
          </li>
          <li>
            <Link to="/register-account" className="nav-item nav-register" onClick={closeAll}>
              Register
            </Link>
          </li>
        </ul>
      </nav>
    </div>
  );
}
