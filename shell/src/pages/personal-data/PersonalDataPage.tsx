import { Heading, Stack, Text, usePageMeta } from '@clinic/shared';
import { CONSENT_SECTIONS, LAW } from './content';

/** The consent text the booking forms link to; plain text, readable without any remote. */
export function PersonalDataPage() {
  usePageMeta(
    'Согласие на обработку персональных данных',
    'Кто обрабатывает имя и телефон из формы записи, зачем, сколько хранит и как отозвать согласие.',
  );
  return (
    <Stack as="article" gap="6" maxW="3xl">
      <Heading as="h1" size="2xl">
        Согласие на обработку персональных данных
      </Heading>
      <Text color="fg.muted">{LAW}</Text>
      {CONSENT_SECTIONS.map((section) => (
        <Stack as="section" key={section.title} gap="2">
          <Heading as="h2" size="lg">
            {section.title}
          </Heading>
          {section.paragraphs.map((paragraph) => (
            <Text key={paragraph}>{paragraph}</Text>
          ))}
        </Stack>
      ))}
    </Stack>
  );
}
