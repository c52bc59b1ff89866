import {
  AppLink,
  BookingLink,
  Box,
  Button,
  type Doctor,
  Flex,
  Heading,
  pathTo,
  ROUTES,
  Stack,
  Text,
} from '@clinic/shared';
import { useUnit } from 'effector-react';
import { useDoctorsText } from '../../messages/doctorsText';
import { AppointmentPrices } from '../../ui/AppointmentPrices';
import { DoctorPhoto } from '../../ui/DoctorPhoto';
import { RatingSummary } from '../../ui/RatingSummary';
import { signUpClicked } from './model';

/** Desktop: the detailed card of the selected doctor, left of the list. */
export function SelectedDoctorCard({ doctor, height }: { doctor: Doctor | null; height: string }) {
  const signUp = useUnit(signUpClicked);
  const text = useDoctorsText();
  if (!doctor) return null;
  return (
    <Stack
      as="section"
      aria-label={text('list.selected')}
      bg="white"
      borderRadius="2xl"
      p="6"
      gap="4"
      h={height}
      overflowY="auto"
      position="sticky"
      top="4"
    >
      <Flex gap="4" align="center">
        <DoctorPhoto decorative name={doctor.name} image={doctor.image} size="24" />
        <Box>
          <Heading as="h2" size="lg" lineHeight="short">
            {doctor.name}
          </Heading>
          <Text color="fg.muted">{doctor.short_info.map((item) => item.specialty).join(', ')}</Text>
          <Text fontSize="sm">{text('doctor.experience', { years: doctor.experience })}</Text>
        </Box>
      </Flex>
      <RatingSummary rating={doctor.rating} reviewsCount={doctor.reviews_count} />
      <AppointmentPrices
        first={doctor.first_appointment.price}
        repeated={doctor.repeated_appointment.price}
      />
      <Flex gap="3" mt="auto" wrap="wrap">
        <BookingLink request={{ kind: 'doctor', targetId: doctor.id }} onBook={() => signUp(doctor.id)}>
          {text('doctor.book')}
        </BookingLink>
        <Button asChild variant="outline">
          <AppLink to={pathTo(ROUTES.DOCTOR_VIEW_DETAILS, { slug: doctor.slug })}>
            {text('list.moreAbout')}
          </AppLink>
        </Button>
      </Flex>
    </Stack>
  );
}
