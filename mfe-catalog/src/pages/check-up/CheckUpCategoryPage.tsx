import { Box, Heading, NotFoundMessage, QueryView, ROUTES, Stack, Text } from '@clinic/shared';
import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { checkUpsQuery, parentCheckUpsQuery } from './model';

export function CheckUpCategoryPage() {
  const { slug } = useParams();
  useEffect(() => {
    parentCheckUpsQuery.started();
    checkUpsQuery.started();
  }, []);
  return (
    <QueryView query={parentCheckUpsQuery}>
      {(parents) => {
        const parent = parents.find((item) => item.slug === slug);
        if (!parent) return <NotFoundMessage back={{ to: ROUTES.CHECK_UP_LIST, label: 'Все программы' }} />;
        return (
          <Stack gap="3">
            <Heading as="h1" size="2xl">
              {parent.name}
            </Heading>
            <Text>{parent.short_description}</Text>
            <QueryView query={checkUpsQuery}>
              {(checkUps) => (
                <Stack as="ul" listStyleType="none">
                  {checkUps
                    .filter((checkUp) => checkUp.parent_id === parent.id)
                    .map((checkUp) => (
                      <Box as="li" key={checkUp.id} bg="white" borderRadius="xl" p="4">
                        {checkUp.name}
                      </Box>
                    ))}
                </Stack>
              )}
            </QueryView>
          </Stack>
        );
      }}
    </QueryView>
  );
}
