import { AppLink, chakra, Heading, ROUTES } from '@clinic/shared';
import { type ShellMessage, useShellText } from '../../messages/shellText';
import { Card } from '../../ui/Card';
import { ABOUT_CONTENT } from './content';

/** Topic chips of the desktop page: the sections a reader of the about page goes on to, named as the menu names them. */
export const TOPICS: ReadonlyArray<{ label: ShellMessage; to: string }> = [
  { label: 'nav.services', to: ROUTES.SERVICES },
  { label: 'nav.analyses', to: ROUTES.ANALYSIS },
  { label: 'nav.checkUp', to: ROUTES.CHECK_UP },
  { label: 'nav.doctors', to: ROUTES.DOCTORS },
  { label: 'nav.promotions', to: ROUTES.PROMOTIONS },
  { label: 'nav.corporate', to: ROUTES.CORPORATE_CLIENTS },
  { label: 'nav.contacts', to: ROUTES.CONTACTS },
];

/** Desktop about: the topic chips, each a way into a section of the site. */
export function TopicChips() {
  const { topicsTitle } = ABOUT_CONTENT.useContent();
  const text = useShellText();
  return (
    <Card aria-labelledby="topics-title">
      <Heading as="h2" id="topics-title" size="xl" mb="3">
        {topicsTitle}
      </Heading>
      <chakra.ul display="flex" flexWrap="wrap" gap="2" listStyleType="none">
        {TOPICS.map((topic) => (
          <li key={topic.to}>
            <AppLink
              to={topic.to}
              display="inline-block"
              px="4"
              py="2"
              borderRadius="full"
              borderWidth="1px"
              borderColor="brand.200"
              color="brand.800"
              _hover={{ bg: 'brand.50' }}
            >
              {text(topic.label)}
            </AppLink>
          </li>
        ))}
      </chakra.ul>
    </Card>
  );
}
