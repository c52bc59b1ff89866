import { type Doctor, Flex, Heading, Stack, Text } from '@clinic/shared';
import { useDoctorsText } from '../../messages/doctorsText';
import { DoctorPhoto } from '../../ui/DoctorPhoto';
import { RatingSummary } from '../../ui/RatingSummary';

/** Photo, name (the page's h1), specialties, experience, and the rating with its review count. */
export function DoctorProfileHead({ doctor, stacked }: { doctor: Doctor; stacked: boolean }) {
  const text = useDoctorsText();
  return (
    <Flex direction={stacked ? 'column' : 'row'} gap="5" align={stacked ? 'stretch' : 'center'}>
      {stacked ? (
        <DoctorPhoto name={doctor.name} image={doctor.image} w="full" h="72" rounded="2xl" />
      ) : (
        <DoctorPhoto name={doctor.name} image={doctor.image} size="40" rounded="2xl" />
      )}
      <Stack gap="2">
        <Heading as="h1" size={stacked ? 'xl' : '2xl'} lineHeight="short">
          {doctor.name}
        </Heading>
        <Stack as="ul" listStyleType="none" gap="0" color="fg.muted">
          {doctor.short_info.map((item) => (
            <li key={item.specialty}>{item.specialty}</li>
          ))}
        </Stack>
        <Text fontWeight="semibold">{text('doctor.experience', { years: doctor.experience })}</Text>
        <RatingSummary rating={doctor.rating} reviewsCount={doctor.reviews_count} size="lg" />
      </Stack>
    </Flex>
  );
}
