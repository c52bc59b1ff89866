import {
  chakra,
  type HTMLChakraProps,
  LOCALE_SHORT_NAME,
  LOCALES,
  pathInLocale,
  useLocale,
} from '@clinic/shared';
import { useLocation } from 'react-router-dom';
import { useShellText } from '../messages/shellText';

/**
 * «Қаз / Рус»: the same page in the other language, its query kept (a selection, a sort). A plain link, so the
 * other language's page is loaded whole (its router's basename and catalogues are another page's), and it works
 * without scripts. Each name is written in its own language and marked so (`lang`, `hrefLang`).
 */
export function LanguageSwitch({
  inverted = false,
  ...props
}: { inverted?: boolean } & HTMLChakraProps<'nav'>) {
  const text = useShellText();
  const current = useLocale();
  const { pathname, search } = useLocation();
  return (
    <chakra.nav
      aria-label={text('language.label')}
      display="flex"
      alignItems="center"
      gap="1"
      fontSize="sm"
      {...props}
    >
      {LOCALES.map((locale, index) => (
        <chakra.span key={locale} display="inline-flex" alignItems="center" gap="1">
          {index > 0 && <span aria-hidden="true">/</span>}
          {locale === current ? (
            <chakra.span lang={locale} fontWeight="bold" aria-current="true" py="1">
              {LOCALE_SHORT_NAME[locale]}
            </chakra.span>
          ) : (
            <chakra.a
              href={pathInLocale(pathname + search, locale)}
              lang={locale}
              hrefLang={locale}
              color={inverted ? 'white' : 'brand.700'}
              textDecoration="underline"
              py="1"
            >
              {LOCALE_SHORT_NAME[locale]}
            </chakra.a>
          )}
        </chakra.span>
      ))}
    </chakra.nav>
  );
}
