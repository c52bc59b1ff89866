import { CLINIC, HStack, Stack, Text } from '@clinic/shared';
import { Card } from '../../ui/Card';
import { FigureStat } from '../../ui/FigureStat';
import { CLINIC_FIGURES, formatAtLeast } from '../figures';

/** About the clinic: who we are, 10 years, 30 000+ people treated (SPEC §1). */
export function AboutIntro() {
  return (
    <Card
      aria-label="О клинике"
      display="flex"
      flexWrap="wrap"
      gap="6"
      justifyContent="space-between"
      alignItems="center"
    >
      <Stack gap="3" maxW="2xl">
        <Text fontSize={{ base: 'md', md: 'lg' }}>
          {CLINIC.name} — частный диагностический центр в {CLINIC.city}. Мы объединили собственную
          лабораторию, ультразвуковую и функциональную диагностику и приём врачей, чтобы обследование занимало
          один визит, а не неделю.
        </Text>
        <Text color="fg.muted">
          Врачи клиники — специалисты с опытом работы в ведущих клиниках Казахстана. Мы принимаем взрослых и
          детей, работаем {CLINIC.workingHoursText.toLowerCase()}.
        </Text>
      </Stack>
      <HStack gap="10" align="start" wrap="wrap">
        <FigureStat value={`${CLINIC_FIGURES.yearsOfOperation} лет`} caption="работаем в Алматы" />
        <FigureStat
          value={formatAtLeast(CLINIC_FIGURES.peopleTreated)}
          caption="человек прошли у нас лечение"
        />
      </HStack>
    </Card>
  );
}
