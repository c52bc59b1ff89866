import { Button } from '@clinic/shared';
import type { MouseEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useShellText } from '../messages/shellText';
import { backTarget } from '../routing/backTarget';

/**
 * SPEC §2: a Back button returns in history. It is a link to the section's parent, so it works without scripts
 * and when the page was opened directly (going back there would leave the site, or do nothing). The router numbers
 * the entries it pushes (`history.state.idx`, 0 for the page the visit opened, kept by redirects that replace):
 * only above 0 is the previous entry a page of ours, and only then does it step back in history.
 */
export function BackButton() {
  const text = useShellText();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const back = (event: MouseEvent<HTMLAnchorElement>) => {
    const entry: unknown = window.history.state;
    const index = entry && typeof entry === 'object' && 'idx' in entry ? Number(entry.idx) : 0;
    if (!(index > 0) || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    navigate(-1);
  };
  return (
    <Button asChild variant="transparent" size="sm" mb="2">
      <Link to={backTarget(pathname)} onClick={back}>
        {text('back')}
      </Link>
    </Button>
  );
}
