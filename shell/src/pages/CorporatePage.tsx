import { Button, bookingRequested, Heading, Stack, Text, usePageMeta } from '@clinic/shared';

export function CorporatePage() {
  usePageMeta(
    'Корпоративным клиентам',
    'Добровольное медицинское страхование сотрудников: более 700 компаний.',
  );
  return (
    <Stack gap="3" bg="white" borderRadius="2xl" p="6">
      <Heading as="h1" size="2xl">
        Корпоративным клиентам
      </Heading>
      <Text>Более 700 корпоративных клиентов доверяют нам здоровье своих сотрудников.</Text>
      <Button type="button" alignSelf="start" onClick={() => bookingRequested({ kind: 'mail' })}>
        Получить консультацию
      </Button>
    </Stack>
  );
}
