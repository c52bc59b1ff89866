import {
  Box,
  formatPrice,
  Heading,
  QueryView,
  SafeHtml,
  SimpleGrid,
  Text,
  usePageMeta,
} from '@clinic/shared';
import { useEffect } from 'react';
import { analysesQuery } from './model';

export function AnalysisListPage() {
  usePageMeta('Анализы и цены', 'Лабораторные анализы в Алматы: цены и калькулятор стоимости.');
  useEffect(() => {
    analysesQuery.started();
  }, []);
  return (
    <>
      <Heading as="h1" size="2xl" my="4">
        Анализы
      </Heading>
      <QueryView query={analysesQuery}>
        {(analyses) => (
          <SimpleGrid as="ul" columns={{ base: 1, md: 4 }} gap="3" listStyleType="none">
            {analyses.map((analysis) => (
              <Box as="li" key={analysis.id} bg="white" borderRadius="xl" p="3">
                <SafeHtml html={analysis.name} />
                <Text color="fg.muted">{formatPrice(analysis.price)}</Text>
              </Box>
            ))}
          </SimpleGrid>
        )}
      </QueryView>
    </>
  );
}
