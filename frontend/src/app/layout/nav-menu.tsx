import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { SmartLink } from '@/components/ui/smart-link';
import { useConfiguration } from '@/features/configuration/configuration-context';
import { linkOrHash } from '@/lib/site-format';
import { MENU_DELAYS, navigation } from './navigation';

// The navigation bar. A dropdown opens 200 ms after the pointer rests on its entry, at once when another
// one closed less than 300 ms ago (the pointer is moving along the bar), or on a click of its toggle; it
// closes 150 ms after the pointer leaves, on Escape (focus returns to the toggle), on leaving it by
// keyboard, and when a link is chosen. On phones the bar is a menu behind one button and dropdowns unfold
// in place.

/** Fixed ids (one navigation per page): the same on the server and in the browser. */
const baseId = 'site-nav';

const now = () => Date.now();

export const NavMenu = () => {
  const { value } = useConfiguration();
  const { pathname, search } = useLocation();
  // Open states remember the page they were opened on: any navigation (a chosen link) closes them.
  const here = pathname + search;
  const [openState, setOpenState] = useState<{ index: number; at: string }>();
  const [menuOpenAt, setMenuOpenAt] = useState<string>();
  const open = openState?.at === here ? openState.index : undefined;
  const menuOpen = menuOpenAt === here;
  const setOpen = (index: number) => setOpenState({ index, at: here });
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // What is open now, for a hover's timer that fires after the menus have changed.
  const openNow = useRef(open);
  useEffect(() => {
    openNow.current = open;
  }, [open]);
  const lastClosedAt = useRef(0);
  const toggles = useRef<(HTMLButtonElement | null)[]>([]);

  useEffect(() => () => clearTimeout(timer.current), []);
  const close = () => {
    clearTimeout(timer.current);
    if (open !== undefined) lastClosedAt.current = now();
    setOpenState(undefined);
  };

  const hoverable = () => window.matchMedia('(hover: hover) and (min-width: 961px)').matches;

  const pointerEnter = (index: number) => {
    if (!hoverable()) return;
    clearTimeout(timer.current);
    if (open === index) return;
    const skipping = open !== undefined || now() - lastClosedAt.current < MENU_DELAYS.skip;
    if (skipping) setOpen(index);
    else timer.current = setTimeout(() => setOpen(index), MENU_DELAYS.open);
  };

  /** Leaving a menu closes that menu, not one opened since by a click or a key. */
  const pointerLeave = (index: number) => {
    if (!hoverable()) return;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      if (openNow.current === index) close();
    }, MENU_DELAYS.close);
  };

  /** A click or a key opens a menu at once, and a hover's pending timer no longer changes it. */
  const choose = (index: number) => {
    clearTimeout(timer.current);
    setOpen(index);
  };

  const focusItem = (index: number, item: number) => {
    const links = document.querySelectorAll<HTMLAnchorElement>(`#${baseId}-menu-${index} a`);
    links[(item + links.length) % links.length]?.focus();
  };

  const toggleKeyDown = (event: KeyboardEvent, index: number) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      choose(index);
      requestAnimationFrame(() => focusItem(index, 0));
    }
  };

  const menuKeyDown = (event: KeyboardEvent, index: number) => {
    const links = [...event.currentTarget.querySelectorAll('a')];
    const current = links.indexOf(document.activeElement as HTMLAnchorElement);
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
      toggles.current[index]?.focus();
    } else if (event.key === 'ArrowDown') {
      event.preventDefault();
      focusItem(index, current + 1);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      focusItem(index, current - 1);
    }
  };

  return (
    <nav className="site-nav" aria-label="Điều hướng chính">
      <div className="site-nav__bar container">
        <button
          type="button"
          className="site-nav__menu-button"
          aria-expanded={menuOpen}
          aria-controls={`${baseId}-list`}
          onClick={() => setMenuOpenAt(menuOpen ? undefined : here)}
        >
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
            <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
          </svg>
          Danh mục
        </button>
        <ul
          id={`${baseId}-list`}
          className={`site-nav__list ${menuOpen ? 'is-open' : ''}`}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && menuOpen && open === undefined) setMenuOpenAt(undefined);
          }}
        >
          {navigation.map((entry, index) => (
            <li
              key={entry.title}
              className={`site-nav__item ${entry.children ? 'has-dropdown' : ''} ${open === index ? 'is-open' : ''}`}
              onPointerEnter={entry.children ? () => pointerEnter(index) : undefined}
              onPointerLeave={entry.children ? () => pointerLeave(index) : undefined}
              onBlur={(event) => {
                if (open === index && !event.currentTarget.contains(event.relatedTarget as Node | null)) close();
              }}
              onKeyDown={(event) => {
                if (event.key === 'Escape' && open === index) {
                  close();
                  toggles.current[index]?.focus();
                }
              }}
            >
              <NavLink
                to={entry.href}
                // News and support share /blogs: the query tells them apart.
                className={({ isActive }) =>
                  `site-nav__link ${isActive && (!entry.href.includes('?') || (search !== '' && entry.href.endsWith(search))) ? 'active' : ''}`
                }
                end
              >
                {entry.title}
              </NavLink>
              {entry.children && (
                <>
                  <button
                    type="button"
                    ref={(element) => {
                      toggles.current[index] = element;
                    }}
                    className="site-nav__toggle"
                    aria-expanded={open === index}
                    aria-controls={`${baseId}-menu-${index}`}
                    aria-label={`Mở danh sách ${entry.title}`}
                    onClick={() => (open === index ? close() : choose(index))}
                    onKeyDown={(event) => toggleKeyDown(event, index)}
                  >
                    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
                      <path
                        d="m6 9 6 6 6-6"
                        fill="none"
                        stroke="currentColor"
                        strokeWidth="2.4"
                        strokeLinecap="round"
                      />
                    </svg>
                  </button>
                  <ul
                    id={`${baseId}-menu-${index}`}
                    className="site-nav__dropdown"
                    hidden={open !== index}
                    onKeyDown={(event) => menuKeyDown(event, index)}
                  >
                    {entry.children.map((child) => (
                      <li key={child.configKey}>
                        <SmartLink href={linkOrHash(value(child.configKey))} onClick={close}>
                          {child.title}
                        </SmartLink>
                      </li>
                    ))}
                  </ul>
                </>
              )}
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
};
