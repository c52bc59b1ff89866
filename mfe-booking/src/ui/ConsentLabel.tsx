import { chakra, ROUTES } from '@clinic/shared';
import { useHref } from 'react-router-dom';
import { useBookingText } from '../messages/bookingText';

/** Stands for the link inside the sentence while it is split around it. */
const LINK = '\u0000';

/**
 * 'Согласен на обработку персональных данных' ('Дербес деректерді өңдеуге келісемін'), its words about the data a
 * link to the consent text, wherever each language puts them. The text opens in a new tab: the dialog, and
 * everything typed in it, stays where it is. A click on the link reads, never ticks. The address is the page's
 * language's (`useHref`: under /kk/ on a Kazakh page).
 */
export function ConsentLabel() {
  const text = useBookingText();
  const href = useHref(ROUTES.PERSONAL_DATA);
  const [before = '', after = ''] = text('form.consent', { link: LINK }).split(LINK);
  return (
    <>
      {before}
      <chakra.a
        href={href}
        target="_blank"
        rel="noopener"
        color="brand.700"
        textDecoration="underline"
        onClick={(event) => event.stopPropagation()}
      >
        {text('form.consentLink')}
      </chakra.a>
      {after}
    </>
  );
}
