import { ownerOf } from '@clinic/shared';
import { useEffect } from 'react';
import { useHref, useLocation, useNavigationType } from 'react-router-dom';
import { useSectionOwners } from '../routing/SectionOwnersProvider';
import { rumFact } from './facts';

/**
 * Tells the health beacon which view is on screen and who owns its route (a remote's section, or the shell's
 * page): the path stays in the browser; the owner, the page's kind and its language are sent. Renders nothing;
 * effects never run on the server.
 */
export function RumViews() {
  const { pathname } = useLocation();
  // The address as the browser shows it, with the language's prefix (the router's basename): the beacon's code
  // reads the page's kind and language from it (shared/src/rum/field.ts).
  const address = useHref(pathname);
  // A redirect (/analysis → /analysis/list) replaces the address: the same view, not a second one. It may come
  // late (a remote's <Navigate> runs once its code is in), so no timer can tell it apart.
  const replaced = useNavigationType() === 'REPLACE';
  const { known } = useSectionOwners();
  useEffect(() => {
    rumFact('view', address, ownerOf(known?.owners ?? [], pathname)?.remote ?? 'shell', replaced);
  }, [address, pathname, known, replaced]);
  return null;
}
