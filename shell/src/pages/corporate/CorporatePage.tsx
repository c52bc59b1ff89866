import { $viewport, BookingLink, Heading, SimpleGrid, Stack, Text, usePageMeta } from '@clinic/shared';
import { useUnit } from 'effector-react';
import { Card } from '../../ui/Card';
import { FigureStat } from '../../ui/FigureStat';
import { TagList } from '../../ui/TagList';
import { CLINIC_FIGURES, formatAtLeast } from '../figures';
import { CORPORATE_TAGS, INSURANCE_TERMS } from './content';

export function CorporatePage() {
  usePageMeta(
    'Корпоративным клиентам',
    'Добровольное медицинское страхование сотрудников в Алматы: более 700 корпоративных клиентов, врач-координатор, полис для близких, гибкие тарифы для юридических лиц.',
  );
  const { isMobile } = useUnit($viewport);
  return (
    <>
      <Heading as="h1" size="2xl" mb="4">
        Корпоративным клиентам
      </Heading>
      <Stack gap="6">
        <Stack
          as="section"
          aria-label="Клиника для компаний"
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
              value={formatAtLeast(CLINIC_FIGURES.corporateClients)}
              caption="корпоративных клиентов доверяют нам здоровье сотрудников"
              inverted
            />
            <Text>
              Добровольное медицинское страхование: анализы, диагностика и приём врачей для ваших сотрудников
              и их близких — в одной клинике.
            </Text>
          </Stack>
          <BookingLink request={{ kind: 'mail', entry: 'consultation' }} size="lg" variant="white">
            Получить консультацию
          </BookingLink>
        </Stack>
        <Card aria-labelledby="insurance-title">
          <Heading as="h2" id="insurance-title" size="xl" mb="4">
            Добровольное медицинское страхование
          </Heading>
          <SimpleGrid as="ul" columns={isMobile ? 1 : 3} gap="4" listStyleType="none">
            {INSURANCE_TERMS.map((term) => (
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
            Почему компании выбирают нас
          </Heading>
          <TagList tags={CORPORATE_TAGS} label="Преимущества для компаний" />
        </Card>
      </Stack>
    </>
  );
}
