/**
 * Main menu behaviour. Desktop (> 960 px): a dropdown opens on hover and on keyboard focus, its
 * button toggles it, Escape closes it and returns focus to the top-level link. Mobile: the toggle
 * opens the menu panel as a modal dialog that traps Tab, locks page scroll and closes on Escape,
 * backdrop click, route change and when the window grows past 960 px.
 */
const desktop = window.matchMedia('(min-width: 961px)');
const FOCUSABLE = 'a[href], button:not([disabled]), input, select, textarea, [tabindex]:not([tabindex="-1"])';

function setExpanded(item: HTMLElement, open: boolean): void {
  item.querySelector('.menu-toggle')?.setAttribute('aria-expanded', String(open));
}

function initDropdowns(nav: HTMLElement): HTMLElement[] {
  const items = [...nav.querySelectorAll<HTMLElement>('[data-menu-item]')];
  const open = (item: HTMLElement) => {
    for (const other of items) setExpanded(other, other === item);
  };
  for (const item of items) {
    const toggle = item.querySelector<HTMLButtonElement>('.menu-toggle');
    const link = item.querySelector<HTMLAnchorElement>('.menu-link');
    // Touch taps also fire enter events; only a real mouse hover opens a dropdown.
    item.addEventListener('pointerenter', (event) => {
      if (!desktop.matches || event.pointerType !== 'mouse') return;
      delete item.dataset.dismissed;
      open(item);
    });
    item.addEventListener('pointerleave', (event) => {
      if (event.pointerType !== 'mouse' || !desktop.matches) return;
      if (!item.contains(document.activeElement)) setExpanded(item, false);
    });
    // Focus opens the dropdown, except focus from pressing the button, which toggles it on click.
    // (A press focuses within the same task as pointerdown, so a zero timeout spans it.)
    let pressing = false;
    item.addEventListener('pointerdown', () => {
      pressing = true;
      setTimeout(() => (pressing = false));
    });
    item.addEventListener('focusin', () => {
      if (desktop.matches && !pressing && !item.dataset.dismissed) open(item);
    });
    item.addEventListener('focusout', (event) => {
      if (item.contains(event.relatedTarget as Node | null)) return;
      delete item.dataset.dismissed;
      if (desktop.matches) setExpanded(item, false);
    });
    toggle?.addEventListener('click', () => {
      const willOpen = toggle.getAttribute('aria-expanded') !== 'true';
      if (willOpen) delete item.dataset.dismissed;
      else item.dataset.dismissed = 'true';
      if (willOpen && desktop.matches) open(item);
      else setExpanded(item, willOpen);
    });
    item.addEventListener('keydown', (event) => {
      if (event.key !== 'Escape' || !desktop.matches || toggle?.getAttribute('aria-expanded') !== 'true')
        return;
      event.stopPropagation();
      item.dataset.dismissed = 'true';
      setExpanded(item, false);
      link?.focus();
    });
  }
  nav.dataset.enhanced = '';
  return items;
}

/** Wires the dropdowns and the mobile modal menu. */
export function initSiteMenu(): void {
  const nav = document.querySelector<HTMLElement>('[data-menu-nav]');
  const panel = document.querySelector<HTMLElement>('[data-menu-panel]');
  const openButton = document.querySelector<HTMLButtonElement>('[data-menu-open]');
  if (!nav || !panel || !openButton) return;
  const items = initDropdowns(nav);
  const dialog: HTMLElement = panel;
  const toggle: HTMLButtonElement = openButton;
  const root = document.documentElement;
  let savedOverflow = '';

  const isOpen = () => root.classList.contains('menu-is-open');

  function openMenu(): void {
    if (isOpen() || desktop.matches) return;
    dialog.setAttribute('role', 'dialog');
    dialog.setAttribute('aria-modal', 'true');
    dialog.setAttribute('aria-labelledby', 'site-menu-title');
    // Locking the body keeps the current scroll position (no jump to the top).
    savedOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    root.classList.add('menu-is-open');
    toggle.setAttribute('aria-expanded', 'true');
    document.addEventListener('keydown', onKeydown);
    dialog.querySelector<HTMLElement>('[data-menu-close]')?.focus({ preventScroll: true });
  }

  function closeMenu(returnFocus = true): void {
    if (!isOpen()) return;
    root.classList.remove('menu-is-open');
    for (const name of ['role', 'aria-modal', 'aria-labelledby']) dialog.removeAttribute(name);
    document.body.style.overflow = savedOverflow;
    toggle.setAttribute('aria-expanded', 'false');
    document.removeEventListener('keydown', onKeydown);
    for (const item of items) setExpanded(item, false);
    if (returnFocus) toggle.focus({ preventScroll: true });
  }

  function onKeydown(event: KeyboardEvent): void {
    if (event.key === 'Escape') {
      event.preventDefault();
      closeMenu();
    } else if (event.key === 'Tab') {
      const focusable = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
        (element) => element.getClientRects().length > 0,
      );
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (!first || !last) return;
      const active = document.activeElement;
      if (event.shiftKey && (active === first || !dialog.contains(active))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !dialog.contains(active))) {
        event.preventDefault();
        first.focus();
      }
    }
  }

  openButton.addEventListener('click', openMenu);
  panel.querySelector('[data-menu-close]')?.addEventListener('click', () => closeMenu());
  document.querySelector('[data-menu-backdrop]')?.addEventListener('click', () => closeMenu());
  // Route changes: following a link, returning through history or the back/forward cache.
  panel.addEventListener('click', (event) => {
    if ((event.target as Element).closest('a[href]')) closeMenu(false);
  });
  window.addEventListener('pageshow', () => closeMenu(false));
  window.addEventListener('popstate', () => closeMenu(false));
  window.addEventListener('hashchange', () => closeMenu(false));
  desktop.addEventListener('change', (event) => {
    if (event.matches) closeMenu(false);
    for (const item of items) setExpanded(item, false);
  });
}
