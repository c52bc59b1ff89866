import { BookingLink, Box, type Doctor, Stack, TabLinks, Text } from '@clinic/shared';
import { useUnit } from 'effector-react';
import { useLocation } from 'react-router-dom';
import { useDoctorsText } from '../../messages/doctorsText';
import { AppointmentPrices } from '../../ui/AppointmentPrices';
import { DoctorBackground } from '../../ui/DoctorBackground';
import { DoctorTags } from '../../ui/DoctorTags';
import { ReviewList } from '../../ui/ReviewList';
import { DoctorProfileHead } from './DoctorProfileHead';
import { $mobileTab, doctorBooking, signUpClicked } from './model';
import { MOBILE_TABS } from './reviewTabs';
import { tabHref } from './tabAddress';
import { readDay } from './week-picker/dayAddress';
import { $selectedDay } from './week-picker/model';
import { WeekPicker } from './week-picker/WeekPicker';

/** Mobile: profile, rating, review count, prices, sign-up, then the tabs 'О враче' and 'Отзывы'. */
export function MobileDoctorDetails({ doctor }: { doctor: Doctor }) {
  const [tab, signUp, day] = useUnit([$mobileTab, signUpClicked, $selectedDay]);
  const text = useDoctorsText();
  // The day picked in the address: the tabs' links keep it.
  const asked = readDay(useLocation().search);
  return (
    <Stack gap="4">
      <Stack bg="white" borderRadius="2xl" p="4" gap="4">
        <DoctorProfileHead doctor={doctor} stacked />
        <AppointmentPrices
          first={doctor.first_appointment.price}
          repeated={doctor.repeated_appointment.price}
        />
        <WeekPicker />
        <BookingLink request={doctorBooking(doctor.id, day)} onBook={() => signUp()} size="lg" w="full">
          {text('doctor.book')}
        </BookingLink>
      </Stack>
      <Box bg="white" borderRadius="2xl" p="4">
        <TabLinks
          label={text('details.mobileTabs')}
          isMobile
          mb="3"
          tabs={MOBILE_TABS.map((item) => ({
            key: item.value,
            label: text(item.label),
            to: tabHref(doctor.slug, item.value, asked),
            current: item.value === tab,
          }))}
        />
        {tab === 'about' ? (
          <Stack gap="4">
            <DoctorTags tags={doctor.tags} />
            <Text>{doctor.description}</Text>
            <DoctorBackground doctor={doctor} />
          </Stack>
        ) : (
          <ReviewList reviews={doctor.reviews} empty={text('reviews.empty')} />
        )}
      </Box>
    </Stack>
  );
}
