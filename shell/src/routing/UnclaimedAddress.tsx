import { FullScreenSpinner, PageReady, StatusMessage } from '@clinic/shared';
import { useShellText } from '../messages/shellText';
import { NotFoundPage } from '../pages/NotFoundPage';
import { useSectionOwners } from './SectionOwnersProvider';

/**
 * An address no page and no known section claims: «not found» once every remote has said what it serves; until
 * then it may still be a remote's (a spinner while the manifests are read, a way to try again if one failed).
 */
export function UnclaimedAddress() {
  const { known, failed, retry } = useSectionOwners();
  const text = useShellText();
  if (known?.complete) {
    return (
      <>
        <NotFoundPage />
        <PageReady />
      </>
    );
  }
  if (failed) {
    return (
      <>
        <StatusMessage title={text('down.title')} text={text('down.offline')} onRetry={retry} />
        <PageReady />
      </>
    );
  }
  return <FullScreenSpinner />;
}
