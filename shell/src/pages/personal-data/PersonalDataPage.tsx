import { Heading, Stack, Text, usePageMeta } from '@clinic/shared';
import { CONSENT_CONTENT } from './content';

/** The consent text the booking forms link to; plain text, readable without any remote. */
export function PersonalDataPage() {
  const consent = CONSENT_CONTENT.useContent();
  usePageMeta(consent.title, consent.description);
  return (
    <Stack as="article" gap="6" maxW="3xl">
      <Heading as="h1" size="2xl">
        {consent.title}
      </Heading>
      <Text color="fg.muted">{consent.law}</Text>
      {consent.sections.map((section) => (
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
