import { useState } from 'react';
import { useLocation } from 'wouter';
import { useMediaQuery, WIDE_SCREEN_QUERY } from './use-media-query';

const COLLAPSED_KEY = 'kitebook.sidebarCollapsed';

/** The state of the side drawer as {@link useDrawer} hands it to the layout. */
export interface DrawerState {
  /** lg and up: a persistent sidebar; below: a modal drawer. */
  wide: boolean;
  /** Whether the drawer is shown in the current mode. */
  open: boolean;
  toggle: () => void;
  setModalOpen: (open: boolean) => void;
}

function readCollapsed(): boolean {
  try {
    return globalThis.localStorage?.getItem(COLLAPSED_KEY) === 'true';
  } catch {
    return false;
  }
}

function storeCollapsed(collapsed: boolean): void {
  try {
    globalThis.localStorage?.setItem(COLLAPSED_KEY, String(collapsed));
  } catch {
    // Without storage the choice lasts for this page only.
  }
}

/**
 * The drawer's open state in both modes. The sidebar's collapse is remembered, since a user
 * who wants more room keeps wanting it. The modal drawer remembers the location it was opened
 * on, so any navigation (a menu link, the back button) closes it without an effect.
 */
export function useDrawer(): DrawerState {
  const wide = useMediaQuery(WIDE_SCREEN_QUERY);
  const [location] = useLocation();
  const [collapsed, setCollapsed] = useState(readCollapsed);
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  const modalOpen = openedAt === location;

  const setModalOpen = (open: boolean) => setOpenedAt(open ? location : null);
  const toggle = () => {
    if (!wide) return setModalOpen(!modalOpen);
    storeCollapsed(!collapsed);
    setCollapsed(!collapsed);
  };
  return { wide, open: wide ? !collapsed : modalOpen, toggle, setModalOpen };
}
