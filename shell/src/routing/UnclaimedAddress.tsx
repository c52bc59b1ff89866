import { FullScreenSpinner, PageReady, StatusMessage } from '@clinic/shared';
import { NotFoundPage } from '../pages/NotFoundPage';
import { useSectionOwners } from './SectionOwnersProvider';

/**
 * An address no page and no known section claims: «not found» once every remote has said what it serves; until
 * then it may still be a remote's (a spinner while the manifests are read, a way to try again if one failed).
 */
export function UnclaimedAddress() {
  const { known, failed, retry } = useSectionOwners();
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
        <StatusMessage
          title="Раздел временно недоступен"
          text="Не удалось загрузить страницу. Проверьте соединение и попробуйте ещё раз."
          onRetry={retry}
        />
        <PageReady />
      </>
    );
  }
  return <FullScreenSpinner />;
}
