import { Box, Button, Heading, ROUTES, Text, usePageMeta } from '@clinic/shared';
import { Link } from 'react-router-dom';
import { useBookingText } from '../../messages/bookingText';

/** Where a taken post sends the patient (Post/Redirect/Get): reloading it sends nothing again. */
export function SentPage() {
  const text = useBookingText();
  usePageMeta(text('sent.title'));
  return (
    <Box
      role="status"
      bg="white"
      borderRadius="2xl"
      p={{ base: '5', md: '10' }}
      my="6"
      maxW="37.5rem"
      mx="auto"
    >
      <Heading as="h1" size="xl" mb="3">
        {text('sent.title')}
      </Heading>
      <Text color="fg.muted" mb="6">
        {text('sent.pageText')}
      </Text>
      <Button asChild variant="outline">
        <Link to={ROUTES.HOME}>{text('page.home')}</Link>
      </Button>
    </Box>
  );
}
