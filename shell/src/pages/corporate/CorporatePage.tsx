import {
  $viewport,
  BookingLink,
  Heading,
  SimpleGrid,
  Stack,
  Text,
  useLocale,
  usePageMeta,
} from '@clinic/shared';
import { useUnit } from 'effector-react';
import { useShellText } from '../../messages/shellText';
import { Card } from '../../ui/Card';
import { FigureStat } from '../../ui/FigureStat';
import { TagList } from '../../ui/TagList';
import { CLINIC_FIGURES, formatAtLeast } from '../figures';
import { CORPORATE_CONTENT } from './content';
import { useCorporateTags } from './tags';

export function CorporatePage() {
  const content = CORPORATE_CONTENT.useContent();
  const text = useShellText();
  const locale = useLocale();
  const tags = useCorporateTags();
  usePageMeta(content.title, content.description);
  const { isMobile } = useUnit($viewport);
  return (
    <>
      <Heading as="h1" size="2xl" mb="4">
        {content.title}
      </Heading>
      <Stack gap="6">
        <Stack
          as="section"
          aria-label={content.hero.label}
          direction={isMobile ? 'column' : 'row'}
          gap="6"
          bg="brand.700"
          color="white"
          borderRadius="2xl"
          p={isMobile ? '5' : '8'}
          justify="space-between"
          align={isMobile ? 'stretch' : 'center'}
        >
          <Stack gap="3" maxW="2xl">
            <FigureStat
              value={formatAtLeast(CLINIC_FIGURES.corporateClients, locale)}
              caption={content.hero.figureCaption}
              inverted
            />
            <Text>{content.hero.text}</Text>
          </Stack>
          <BookingLink request={{ kind: 'mail', entry: 'consultation' }} size="lg" variant="white">
            {content.hero.consultation}
          </BookingLink>
        </Stack>
        <Card aria-labelledby="insurance-title">
          <Heading as="h2" id="insurance-title" size="xl" mb="4">
            {content.insurance.title}
          </Heading>
          <SimpleGrid as="ul" columns={isMobile ? 1 : 3} gap="4" listStyleType="none">
            {content.insurance.terms.map((term) => (
              <Stack as="li" key={term.title} gap="1" bg="bg.page" borderRadius="xl" p="4">
                <Heading as="h3" size="md">
                  {term.title}
                </Heading>
                <Text fontSize="sm" color="fg.muted">
                  {term.text}
                </Text>
              </Stack>
            ))}
          </SimpleGrid>
        </Card>
        <Card aria-labelledby="why-us-title">
          <Heading as="h2" id="why-us-title" size="xl" mb="4">
            {content.whyUsTitle}
          </Heading>
          <TagList tags={tags} label={text('corp.tags')} />
        </Card>
      </Stack>
    </>
  );
}
