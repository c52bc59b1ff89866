import { Link } from '@clinic/shared';
import { useAnalysesText } from '../messages/analysesText';
import { DocumentIcon } from './icons';

/** Only a site path or an http(s) address becomes a link; anything else stays a plain marker. */
const isSafeDocument = (url: string) => url.startsWith('/') || /^https?:\/\//i.test(url);

/** SPEC §2: the marker 'Подготовка к анализу' of an analysis that has a preparation memo. */
export function PreparationMarker({ document }: { document: string }) {
  const text = useAnalysesText();
  const label = (
    <>
      <DocumentIcon />
      {text('analysis.preparation')}
    </>
  );
  if (!isSafeDocument(document))
    return (
      <Link as="span" fontSize="xs" color="brand.700" display="inline-flex" gap="1" alignItems="center">
        {label}
      </Link>
    );
  return (
    <Link
      href={document}
      target="_blank"
      rel="noopener noreferrer"
      fontSize="xs"
      color="brand.700"
      display="inline-flex"
      gap="1"
      alignItems="center"
      // A 24 px target even at the 80% desktop zoom (WCAG 2.5.8).
      minH="8"
    >
      {label}
    </Link>
  );
}
