import { Button, chakra, Flex } from '@clinic/shared';
import { type RefObject, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useShellText } from '../messages/shellText';
import { BurgerMenu } from './BurgerMenu';
import { Logo } from './Logo';

/** Where focus was in the disclosure when the live header took over: its «Меню», or the nth control of its menu. */
type FocusInDisclosure = 'toggle' | number | null;

const MENU_CONTROLS = '#burger-menu a[href], #burger-menu button';

/**
 * The phone's header. «Меню» is a native disclosure (`<details>`) as the server renders it, so it opens without
 * JavaScript, and a tap before the scripts run opens it at once (docs/first-tap.md). Once the header is live
 * (hydrated) it becomes the button of the live menu, open if the patient opened the disclosure, focus kept.
 */
export function MobileHeader() {
  const text = useShellText();
  const [live, setLive] = useState(false);
  const [open, setOpen] = useState(false);
  const disclosure = useRef<HTMLDetailsElement>(null);
  const focusBefore = useRef<FocusInDisclosure>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const header = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  // Before paint: the disclosure and the button look the same, so the page does not flicker as it goes live.
  useLayoutEffect(() => {
    const details = disclosure.current;
    const focused = document.activeElement;
    if (details && focused && details.contains(focused)) {
      focusBefore.current =
        focused.tagName === 'SUMMARY'
          ? 'toggle'
          : [...details.querySelectorAll(MENU_CONTROLS)].indexOf(focused);
    }
    setOpen(details?.open ?? false);
    setLive(true);
  }, []);
  useLayoutEffect(() => {
    if (!live || focusBefore.current === null) return;
    const where = focusBefore.current;
    focusBefore.current = null;
    const target =
      where === 'toggle' ? toggle.current : document.querySelectorAll<HTMLElement>(MENU_CONTROLS)[where];
    target?.focus();
  }, [live]);
  // SPEC §2: the menu closes on navigation (not on the first render: a menu opened before hydration stays).
  const shownAt = useRef(pathname);
  useEffect(() => {
    if (shownAt.current === pathname) return;
    shownAt.current = pathname;
    setOpen(false);
  }, [pathname]);
  useEffect(() => {
    const element = header.current;
    if (!open || !element) return;
    // The menu covers the page: Tab out of it (past its last link) closes it rather than focus a link hidden
    // under it (WCAG 2.4.11), and Escape closes it back to its button.
    const leave = (event: FocusEvent) => {
      const next = event.relatedTarget;
      if (next instanceof Node && !element.contains(next)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggle.current?.focus();
    };
    element.addEventListener('focusout', leave);
    element.addEventListener('keydown', closeOnEscape);
    return () => {
      element.removeEventListener('focusout', leave);
      element.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);
  return (
    <chakra.header
      ref={header}
      bg="white"
      borderBottomWidth="1px"
      borderColor="gray.200"
      position="sticky"
      top="0"
      zIndex="sticky"
    >
      <Flex px="4" py="2" align="center" justify="space-between">
        <Logo />
        {live ? (
          <Button
            ref={toggle}
            type="button"
            variant="lightGray"
            size="sm"
            aria-expanded={open}
            aria-controls="burger-menu"
            onClick={() => setOpen((value) => !value)}
          >
            {text(open ? 'header.closeMenu' : 'header.openMenu')}
          </Button>
        ) : (
          <MenuDisclosure disclosure={disclosure} />
        )}
      </Flex>
      {live && open && (
        <BurgerMenu
          onClose={() => {
            setOpen(false);
            // The menu's button that opened a dialog is gone: the dialog returns focus to the menu toggle.
            toggle.current?.focus();
          }}
        />
      )}
    </chakra.header>
  );
}

const Disclosure = chakra('details', {
  base: {
    // The summary says «Меню» while closed and «Закрыть» while open, as the live button does.
    '&:not([open]) > summary > [data-when=open]': { display: 'none' },
    '&[open] > summary > [data-when=closed]': { display: 'none' },
  },
});

/**
 * Before the scripts, or without them: «Меню» opens and closes the menu as plain HTML, and its links are plain
 * links. The menu is fixed under the header, as the live one is.
 */
function MenuDisclosure({ disclosure }: { disclosure: RefObject<HTMLDetailsElement | null> }) {
  const text = useShellText();
  return (
    <Disclosure ref={disclosure}>
      <Button
        asChild
        variant="lightGray"
        size="sm"
        css={{ listStyle: 'none', '&::-webkit-details-marker': { display: 'none' } }}
      >
        <summary>
          <span data-when="closed">{text('header.openMenu')}</span>
          <span data-when="open">{text('header.closeMenu')}</span>
        </summary>
      </Button>
      <BurgerMenu
        onClose={() => {
          if (disclosure.current) disclosure.current.open = false;
        }}
      />
    </Disclosure>
  );
}
