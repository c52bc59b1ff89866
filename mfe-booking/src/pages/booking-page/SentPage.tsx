import { Box, Button, Heading, ROUTES, Text, usePageMeta } from '@clinic/shared';
import { Link } from 'react-router-dom';

/** Where a taken post sends the patient (Post/Redirect/Get): reloading it sends nothing again. */
export function SentPage() {
  usePageMeta('Заявка отправлена');
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
        Заявка отправлена
      </Heading>
      <Text color="fg.muted" mb="6">
        Администратор перезвонит вам в рабочее время, 08:00–20:00.
      </Text>
      <Button asChild variant="outline">
        <Link to={ROUTES.HOME}>На главную</Link>
      </Button>
    </Box>
  );
}
