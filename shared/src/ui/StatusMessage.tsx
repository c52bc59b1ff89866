import { Box, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { usePageStatus } from '../ssr/pageStatus';
import { Button } from './Button';
import { usePageMeta } from './PageTitle';

interface StatusMessageProps {
  title: string;
  text?: string;
  /** Shows a 'Повторить' button that calls it. */
  onRetry?: () => void;
  /** Shows a link back (for example to the section's list). */
  back?: { to: string; label: string };
  children?: ReactNode;
}

/** A Russian message in place of content that could not be shown: load errors, not-found, dead remotes. */
export function StatusMessage({ title, text, onRetry, back, children }: StatusMessageProps) {
  return (
    <Box role="alert" bg="white" borderRadius="2xl" p={{ base: '6', md: '10' }} textAlign="center" my="6">
      <Heading as="h2" size="lg" mb="2">
        {title}
      </Heading>
      {text && (
        <Text color="fg.muted" mb="4">
          {text}
        </Text>
      )}
      {children}
      <Box display="flex" gap="3" justifyContent="center" flexWrap="wrap">
        {onRetry && (
          <Button type="button" onClick={onRetry}>
            Повторить
          </Button>
        )}
        {back && (
          <Button asChild variant="outline">
            <RouterLink to={back.to}>{back.label}</RouterLink>
          </Button>
        )}
      </Box>
    </Box>
  );
}

/** «Страница не найдена»: titled so, and answered with 404 by the server, whichever page or remote shows it. */
export function NotFoundMessage({ back }: { back: { to: string; label: string } }) {
  usePageMeta('Страница не найдена');
  usePageStatus(404);
  return (
    <StatusMessage title="Страница не найдена" text="Такой страницы нет или она была удалена." back={back} />
  );
}
