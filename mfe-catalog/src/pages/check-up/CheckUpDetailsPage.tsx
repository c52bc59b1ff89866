import {
  Button,
  bookingRequested,
  Heading,
  NotFoundMessage,
  QueryView,
  ROUTES,
  Stack,
  Text,
} from '@clinic/shared';
import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { checkUpsQuery } from './model';

export function CheckUpDetailsPage() {
  const { slug } = useParams();
  useEffect(() => {
    checkUpsQuery.started();
  }, []);
  return (
    <QueryView query={checkUpsQuery}>
      {(checkUps) => {
        const checkUp = checkUps.find((item) => item.slug === slug);
        if (!checkUp) return <NotFoundMessage back={{ to: ROUTES.CHECK_UP_LIST, label: 'Все программы' }} />;
        return (
          <Stack bg="white" borderRadius="2xl" p="6" gap="3">
            <Heading as="h1" size="2xl">
              {checkUp.name}
            </Heading>
            {checkUp.description && <Text>{checkUp.description}</Text>}
            <Button
              type="button"
              alignSelf="start"
              onClick={() => bookingRequested({ kind: 'checkup', targetId: checkUp.id })}
            >
              Записаться
            </Button>
          </Stack>
        );
      }}
    </QueryView>
  );
}
