import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';

export type DropdownKey = 'products' | 'events';

export interface NavMenus {
  /** The open dropdown; only one at a time. */
  dropdown: DropdownKey | null;
  mobileOpen: boolean;
  toggleDropdown: (key: DropdownKey) => void;
  closeDropdown: (key: DropdownKey) => void;
  toggleMobile: () => void;
  /** Registers a dropdown's button, so that Escape can return focus to it. */
  dropdownButton: (key: DropdownKey) => (node: HTMLButtonElement | null) => void;
  hamburgerRef: RefObject<HTMLButtonElement | null>;
}

/**
 * The top bar's menu state: one dropdown at a time, plus the mobile menu. Everything closes on
 * a route change and on a click outside `navRef`; Escape closes the innermost open menu and
 * gives focus back to the button that opened it.
 */
export function useNavMenus(navRef: RefObject<HTMLElement | null>): NavMenus {
  const [dropdown, setDropdown] = useState<DropdownKey | null>(null);
  const [mobileOpen, setMobileOpen] = useState(false);
  const buttons = useRef(new Map<DropdownKey, HTMLButtonElement>());
  const hamburgerRef = useRef<HTMLButtonElement | null>(null);
  const location = useLocation();

  useEffect(() => {
    setDropdown(null);
    setMobileOpen(false);
  }, [location.key]);

  const anyOpen = dropdown !== null || mobileOpen;
  useEffect(() => {
    if (!anyOpen) return;
    function onPointerDown(event: PointerEvent) {
      if (navRef.current?.contains(event.target as Node)) return;
      setDropdown(null);
      setMobileOpen(false);
    }
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape') return;
      if (dropdown) {
        buttons.current.get(dropdown)?.focus();
        setDropdown(null);
      } else {
        hamburgerRef.current?.focus();
        setMobileOpen(false);
      }
    }
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [anyOpen, dropdown, navRef]);

  const toggleDropdown = useCallback((key: DropdownKey) => setDropdown((open) => (open === key ? null : key)), []);
  const closeDropdown = useCallback((key: DropdownKey) => setDropdown((open) => (open === key ? null : open)), []);
  const toggleMobile = useCallback(() => {
    setMobileOpen((open) => !open);
    setDropdown(null);
  }, []);
  const dropdownButton = useCallback(
    (key: DropdownKey) => (node: HTMLButtonElement | null) => {
      if (node) buttons.current.set(key, node);
      else buttons.current.delete(key);
    },
    [],
  );

  return { dropdown, mobileOpen, toggleDropdown, closeDropdown, toggleMobile, dropdownButton, hamburgerRef };
}
