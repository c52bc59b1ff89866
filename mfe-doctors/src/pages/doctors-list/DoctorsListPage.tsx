import {
  Box,
  formatPrice,
  Heading,
  pathTo,
  QueryView,
  ROUTES,
  SimpleGrid,
  Text,
  usePageMeta,
} from '@clinic/shared';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { doctorsQuery } from './model';

export function DoctorsListPage() {
  usePageMeta('Врачи клиники', 'Специалисты диагностической клиники в Алматы: стаж, отзывы, цены приёма.');
  useEffect(() => {
    doctorsQuery.started({});
  }, []);
  return (
    <>
      <Heading as="h1" size="2xl" my="4">
        Врачи
      </Heading>
      <QueryView query={doctorsQuery}>
        {(doctors) => (
          <SimpleGrid as="ul" columns={{ base: 1, md: 3 }} gap="4" listStyleType="none">
            {doctors.map((doctor) => (
              <Box as="li" key={doctor.id} bg="white" borderRadius="xl" p="4">
                <Link to={pathTo(ROUTES.DOCTOR_VIEW_DETAILS, { slug: doctor.slug })}>
                  <Text fontWeight="semibold">{doctor.name}</Text>
                </Link>
                <Text color="fg.muted">Первичный прием: {formatPrice(doctor.first_appointment.price)}</Text>
              </Box>
            ))}
          </SimpleGrid>
        )}
      </QueryView>
    </>
  );
}
