import { AppLink, chakra, Heading } from '@clinic/shared';
import { Card } from '../../ui/Card';
import { TOPICS } from './content';

/** Desktop about: the topic chips, each a way into a section of the site. */
export function TopicChips() {
  return (
    <Card aria-labelledby="topics-title">
      <Heading as="h2" id="topics-title" size="xl" mb="3">
        Темы
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
              {topic.label}
            </AppLink>
          </li>
        ))}
      </chakra.ul>
    </Card>
  );
}
