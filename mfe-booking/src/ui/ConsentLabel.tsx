import { chakra, ROUTES } from '@clinic/shared';

/**
 * 'Согласен на обработку персональных данных', its second half a link to the consent text. The text opens in a
 * new tab: the dialog, and everything typed in it, stays where it is. A click on the link reads, never ticks.
 */
export function ConsentLabel() {
  return (
    <>
      Согласен на{' '}
      <chakra.a
        href={ROUTES.PERSONAL_DATA}
        target="_blank"
        rel="noopener"
        color="brand.700"
        textDecoration="underline"
        onClick={(event) => event.stopPropagation()}
      >
        обработку персональных данных
      </chakra.a>
    </>
  );
}
