import { Box, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useSharedText } from '../messages/sharedText';
import { usePageStatus } from '../ssr/pageStatus';
import { Button } from './Button';
import { usePageMeta } from './PageTitle';

interface StatusMessageProps {
  title: string;
  text?: string;
  /** Shows a «Повторить» button that calls it. */
  onRetry?: () => void;
  /** Shows a link back (for example to the section's list). */
  back?: { to: string; label: string };
  children?: ReactNode;
}

/** A message in the page's language in place of content that could not be shown: load errors, not-found, dead remotes. */
export function StatusMessage({ title, text, onRetry, back, children }: StatusMessageProps) {
  const say = useSharedText();
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
            {say('retry')}
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
  const text = useSharedText();
  usePageMeta(text('notFound.title'));
  usePageStatus(404);
  return <StatusMessage title={text('notFound.title')} text={text('notFound.text')} back={back} />;
}
