import { Box, type Doctor, Heading, Stack, Text } from '@clinic/shared';
import { useDoctorsText } from '../messages/doctorsText';

/**
 * Education and advanced trainings, newest training first as the API sends them. Their headings are h2: on both
 * layouts they sit right under the doctor's name, the page's h1 (no level skipped).
 */
export function DoctorBackground({ doctor }: { doctor: Pick<Doctor, 'education' | 'advance_trainings'> }) {
  const text = useDoctorsText();
  return (
    <Stack gap="4">
      {doctor.education.length > 0 && (
        <Box>
          <Heading as="h2" size="sm" mb="2">
            {text('doctor.education')}
          </Heading>
          <Stack as="ul" listStyleType="none" gap="2">
            {doctor.education.map((item) => (
              <li key={`${item.graduation_year}-${item.university}`}>
                <Text fontWeight="semibold">{item.graduation_year}</Text>
                <Text color="fg.muted">{item.university}</Text>
              </li>
            ))}
          </Stack>
        </Box>
      )}
      {doctor.advance_trainings.length > 0 && (
        <Box>
          <Heading as="h2" size="sm" mb="2">
            {text('doctor.trainings')}
          </Heading>
          <Stack as="ul" listStyleType="none" gap="2">
            {doctor.advance_trainings.map((item) => (
              <li key={`${item.year}-${item.training}`}>
                <Text fontWeight="semibold">
                  {item.year} — {item.training}
                </Text>
                <Text color="fg.muted">{item.institution}</Text>
              </li>
            ))}
          </Stack>
        </Box>
      )}
    </Stack>
  );
}
