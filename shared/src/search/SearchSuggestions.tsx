// By the package's name, not a relative path: in a remote's bundle that is the shared singleton, not a copy.
import { AppLink, Text, useSharedText } from '@clinic/shared';
import type { ReactNode } from 'react';

interface SearchSuggestionsProps {
  /** Searches that find something (suggestSearches), as the patient will read them. */
  suggestions: readonly string[];
  /** A suggestion's address: the list searched for it (a GET address, so the link works without JavaScript). */
  hrefOf: (query: string) => string;
  /** A sentence after them: another way to find it («Или выберите категорию.»). */
  children?: ReactNode;
}

/**
 * What a search that found nothing says: «Ничего не нашли — попробуйте «глюкоза», «ТТГ» или «витамин D».», each
 * suggestion a link to its search; with none to offer, «другое название».
 */
export function SearchSuggestions({ suggestions, hrefOf, children }: SearchSuggestionsProps) {
  const text = useSharedText();
  const last = suggestions.length - 1;
  if (suggestions.length === 0) {
    return (
      <Text role="status">
        {text('search.nothingOther')}
        {children ? ' ' : ''}
        {children}
      </Text>
    );
  }
  // The links go where the sentence of the page's language puts them.
  const [before, after] = text('search.nothingTry', { suggestions: '\u0000' }).split('\u0000');
  return (
    <Text role="status">
      {before}
      {suggestions.map((query, index) => (
        <span key={query}>
          {index === 0 ? '' : index === last ? text('search.or') : ', '}«
          <AppLink to={hrefOf(query)} color="brand.700" textDecoration="underline">
            {query}
          </AppLink>
          »
        </span>
      ))}
      {after}
      {children ? ' ' : ''}
      {children}
    </Text>
  );
}
