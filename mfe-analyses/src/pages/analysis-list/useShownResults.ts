import { useUnit } from 'effector-react';
import { useDeferredValue } from 'react';
import { $gridCaption, $gridPage, $gridRemaining, $searchActive, moreAnalysesRequested } from './model';

/*
 * The results a search shows trail the box by a render, never the other way round.
 *
 * A key in the search box is an urgent update: effector's stores reach React as external stores, which it renders
 * synchronously. If that render suspends (the first results whose names carry markup wait for the sanitiser's
 * chunk, `SafeHtml`), React hides everything up to the nearest Suspense boundary — it was the layout's, so the box
 * itself: it lost focus, the keys typed meanwhile went nowhere, and when the layout came back React restored the
 * selection it had saved, the caret before the first letter («витамин д» typed on a fresh page became «тамин дв»).
 * Read through `useDeferredValue`, the results change in a background render: if that one suspends, the results
 * already on screen stay until the new ones can be shown, and the box is rendered (and typed into) as usual.
 * (A Suspense boundary of the grid's own is no answer: the grid could then hydrate after the box, and a search
 * typed in between made its first render differ from the server's HTML, React's #418 in WebKit.)
 */

/** The grid's cards, their caption and what is left, as they can be shown (a step behind the box at most). */
export function useShownResults() {
  const units = useUnit({
    caption: $gridCaption,
    page: $gridPage,
    remaining: $gridRemaining,
    onMore: moreAnalysesRequested,
  });
  return {
    caption: useDeferredValue(units.caption),
    page: useDeferredValue(units.page),
    remaining: useDeferredValue(units.remaining),
    onMore: units.onMore,
  };
}

/** Whether search results replace the categories (the phone's list), as they can be shown. */
export function useShownSearchActive(): boolean {
  return useDeferredValue(useUnit($searchActive));
}
