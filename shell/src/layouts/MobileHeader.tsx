import { Button, chakra, Flex } from '@clinic/shared';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useShellText } from '../messages/shellText';
import { BurgerMenu } from './BurgerMenu';
import { Logo } from './Logo';

export function MobileHeader() {
  const text = useShellText();
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const header = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  // SPEC §2: the menu closes on navigation.
  useEffect(() => setOpen(false), [pathname]);
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
      </Flex>
      {open && (
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
