import { Heading, Text, usePageMeta } from '@clinic/shared';

export function AboutPage() {
  usePageMeta('О клинике', '10 лет работы и более 30 000 пациентов: о диагностической клинике в Алматы.');
  return (
    <>
      <Heading as="h1" size="2xl" my="4">
        О клинике
      </Heading>
      <Text>10 лет работы, более 30 000 человек прошли у нас лечение.</Text>
    </>
  );
}
