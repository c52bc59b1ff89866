import { ownerOf } from '@clinic/shared';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useSectionOwners } from '../routing/sectionOwners';
import { rumFact } from './facts';

/**
 * Tells the health beacon which view is on screen and who owns its route (a remote's section, or the shell's
 * page): the path stays in the browser, only the owner is sent. Renders nothing; effects never run on the server.
 */
export function RumViews() {
  const { pathname } = useLocation();
  const { known } = useSectionOwners();
  useEffect(() => {
    // A redirect (/analysis → /analysis/list) is not a view of its own: only an address that stays counts.
    const settled = setTimeout(
      () => rumFact('view', pathname, ownerOf(known?.owners ?? [], pathname)?.remote ?? 'shell'),
      100,
    );
    return () => clearTimeout(settled);
  }, [pathname, known]);
  return null;
}
