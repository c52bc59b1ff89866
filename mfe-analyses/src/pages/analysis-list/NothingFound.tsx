import { AppLink, Text } from '@clinic/shared';
import { useUnit } from 'effector-react';
import { Fragment } from 'react';
import { useAnalysesText } from '../../messages/analysesText';
import { listHref } from './listAddress';
import { $searchSuggestions } from './model';
import { useAddressSelection } from './useAddressSelection';

/** Where the links go in the sentence: its words around them are the language's (word order differs). */
const LINKS = '\u0000';

/**
 * A search that found nothing: «Ничего не нашли — попробуйте «глюкоза», «ТТГ» или «витамин D».», each
 * suggestion a link to its search (keeping the selection); with none, «другое название»; then a category.
 */
export function NothingFound() {
  const suggestions = useUnit($searchSuggestions);
  const selection = useAddressSelection();
  const text = useAnalysesText();
  const last = suggestions.length - 1;
  const links = suggestions.map((query, index) => (
    <Fragment key={query}>
      {index === 0 ? '' : index === last ? ` ${text('nothing.or')} ` : ', '}«
      <AppLink to={listHref({ query }, selection)} color="brand.700" textDecoration="underline">
        {query}
      </AppLink>
      »
    </Fragment>
  ));
  const [before, after] = text('nothing.suggest', { suggestions: LINKS }).split(LINKS);
  return (
    <Text role="status">
      {suggestions.length === 0 ? (
        text('nothing.none')
      ) : (
        <>
          {before}
          {links}
          {after}
        </>
      )}{' '}
      {text('nothing.category')}
    </Text>
  );
}
