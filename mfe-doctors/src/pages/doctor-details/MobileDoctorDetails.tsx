import { BookingLink, Box, type Doctor, Stack, Text, useInteractiveKit } from '@clinic/shared';
import { useUnit } from 'effector-react';
import { AppointmentPrices } from '../../ui/AppointmentPrices';
import { DoctorBackground } from '../../ui/DoctorBackground';
import { DoctorTags } from '../../ui/DoctorTags';
import { ReviewList } from '../../ui/ReviewList';
import { DoctorProfileHead } from './DoctorProfileHead';
import { $mobileTab, mobileTabChosen, signUpClicked } from './model';
import { MOBILE_TABS, type MobileTabValue } from './reviewTabs';
import { WeekPicker } from './week-picker/WeekPicker';

/** Mobile: profile, rating, review count, prices, sign-up, then the tabs 'О враче' and 'Отзывы'. */
export function MobileDoctorDetails({ doctor }: { doctor: Doctor }) {
  const { Tabs } = useInteractiveKit();
  const [tab, chooseTab, signUp] = useUnit([$mobileTab, mobileTabChosen, signUpClicked]);
  return (
    <Stack gap="4">
      <Stack bg="white" borderRadius="2xl" p="4" gap="4">
        <DoctorProfileHead doctor={doctor} stacked />
        <AppointmentPrices
          first={doctor.first_appointment.price}
          repeated={doctor.repeated_appointment.price}
        />
        <WeekPicker />
        <BookingLink
          request={{ kind: 'doctor', targetId: doctor.id }}
          onBook={() => signUp()}
          size="lg"
          w="full"
        >
          Записаться на прием
        </BookingLink>
      </Stack>
      <Box bg="white" borderRadius="2xl" p="4">
        <Tabs.Root
          value={tab}
          onValueChange={(details) => chooseTab(details.value as MobileTabValue)}
          variant="line"
          colorPalette="purple"
          fitted
        >
          <Tabs.List>
            {MOBILE_TABS.map((item) => (
              <Tabs.Trigger key={item.value} value={item.value}>
                {item.label}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          <Tabs.Content value="about">
            <Stack gap="4">
              <DoctorTags tags={doctor.tags} />
              <Text>{doctor.description}</Text>
              <DoctorBackground doctor={doctor} />
            </Stack>
          </Tabs.Content>
          <Tabs.Content value="reviews">
            <ReviewList reviews={doctor.reviews} empty="Отзывов пока нет." />
          </Tabs.Content>
        </Tabs.Root>
      </Box>
    </Stack>
  );
}
