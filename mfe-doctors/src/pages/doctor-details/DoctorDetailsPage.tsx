import {
  Button,
  bookingRequested,
  formatPrice,
  Heading,
  NotFoundMessage,
  QueryView,
  ROUTES,
  Stack,
  Text,
} from '@clinic/shared';
import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { doctorsQuery } from '../doctors-list/model';

export function DoctorDetailsPage() {
  const { slug } = useParams();
  useEffect(() => {
    doctorsQuery.started({});
  }, []);
  return (
    <QueryView query={doctorsQuery}>
      {(doctors) => {
        const doctor = doctors.find((item) => item.slug === slug);
        if (!doctor) return <NotFoundMessage back={{ to: ROUTES.DOCTORS_LIST, label: 'Все врачи' }} />;
        return (
          <Stack bg="white" borderRadius="2xl" p="6" gap="3">
            <Heading as="h1" size="2xl">
              {doctor.name}
            </Heading>
            <Text>{doctor.description}</Text>
            <Text>Первичный прием: {formatPrice(doctor.first_appointment.price)}</Text>
            <Text>Повторный прием: {formatPrice(doctor.repeated_appointment.price)}</Text>
            <Button
              type="button"
              alignSelf="start"
              onClick={() => bookingRequested({ kind: 'doctor', targetId: doctor.id })}
            >
              Записаться
            </Button>
          </Stack>
        );
      }}
    </QueryView>
  );
}
