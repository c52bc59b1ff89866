import { BookingLink, Box, type Doctor, Grid, Heading, Stack, TabLinks, Text } from '@clinic/shared';
import { useUnit } from 'effector-react';
import { useLocation } from 'react-router-dom';
import { useDoctorsText } from '../../messages/doctorsText';
import { AppointmentPrices } from '../../ui/AppointmentPrices';
import { DoctorBackground } from '../../ui/DoctorBackground';
import { DoctorTags } from '../../ui/DoctorTags';
import { ReviewList } from '../../ui/ReviewList';
import { DoctorProfileHead } from './DoctorProfileHead';
import { $reviewTab, doctorBooking, signUpClicked } from './model';
import { reviewTabs } from './reviewTabs';
import { tabHref } from './tabAddress';
import { readDay } from './week-picker/dayAddress';
import { $selectedDay } from './week-picker/model';
import { WeekPicker } from './week-picker/WeekPicker';

/** SPEC §9: the reviews column scrolls past the height of the doctor list. */
const REVIEWS_MAX_HEIGHT = '37.5rem';

/** Desktop: the column 'Карточка врача' and the column 'Отзывы о враче'. */
export function DesktopDoctorDetails({ doctor }: { doctor: Doctor }) {
  const [tab, signUp, day] = useUnit([$reviewTab, signUpClicked, $selectedDay]);
  const text = useDoctorsText();
  // The day picked in the address: the tabs' links keep it.
  const asked = readDay(useLocation().search);
  const tabs = reviewTabs(doctor);
  const current = tabs.find((item) => item.value === tab) ?? tabs[0];
  return (
    <Grid templateColumns="minmax(0, 3fr) minmax(0, 2fr)" gap="6" alignItems="start" mt="4">
      <Stack as="section" aria-labelledby="doctor-card-title" bg="white" borderRadius="2xl" p="8" gap="6">
        {/* The column's title sits above the doctor's name, which is the page's h1, so it is not a heading. */}
        <Text id="doctor-card-title" fontWeight="bold" color="brand.700">
          {text('details.card')}
        </Text>
        <DoctorProfileHead doctor={doctor} stacked={false} />
        <DoctorTags tags={doctor.tags} />
        <Text>{doctor.description}</Text>
        <WeekPicker />
        <Grid templateColumns="minmax(0, 1fr) auto" gap="8" alignItems="center">
          <AppointmentPrices
            first={doctor.first_appointment.price}
            repeated={doctor.repeated_appointment.price}
          />
          <BookingLink request={doctorBooking(doctor.id, day)} onBook={() => signUp()} size="lg">
            {text('doctor.book')}
          </BookingLink>
        </Grid>
        <DoctorBackground doctor={doctor} />
      </Stack>
      <Box as="section" aria-labelledby="doctor-reviews-title" bg="white" borderRadius="2xl" p="6">
        <Heading as="h2" id="doctor-reviews-title" size="md" mb="3">
          {text('details.reviewsTitle')}
        </Heading>
        <TabLinks
          label={text('details.reviewTabs')}
          isMobile={false}
          wrap
          mb="3"
          tabs={tabs.map((item) => ({
            key: item.value,
            label: text('reviews.tab', { label: text(item.label), count: item.count }),
            to: tabHref(doctor.slug, item.value, asked),
            current: item.value === current.value,
          }))}
        />
        {/* Scrolls: focusable, so that a keyboard scrolls it too. */}
        <Box
          maxH={REVIEWS_MAX_HEIGHT}
          overflowY="auto"
          tabIndex={0}
          role="region"
          aria-label={text('reviews.region', { tab: current.value })}
        >
          <ReviewList reviews={current.reviews} empty={text(current.empty)} />
        </Box>
      </Box>
    </Grid>
  );
}
