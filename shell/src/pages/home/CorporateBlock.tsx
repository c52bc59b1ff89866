import { Button, Heading, ROUTES, Text } from '@clinic/shared';
import { Link } from 'react-router-dom';
import { useShellText } from '../../messages/shellText';
import { Card } from '../../ui/Card';
import { TagList } from '../../ui/TagList';
import { useCorporateTags } from '../corporate/tags';

export function CorporateBlock() {
  const text = useShellText();
  return (
    <Card aria-labelledby="home-corporate-title" display="flex" flexDirection="column" gap="3">
      <Heading as="h2" id="home-corporate-title" size="xl">
        {text('nav.corporate')}
      </Heading>
      <Text color="fg.muted">{text('corp.text')}</Text>
      <TagList tags={useCorporateTags()} label={text('corp.tags')} />
      <Button asChild variant="primary" alignSelf="start">
        <Link to={ROUTES.CORPORATE_CLIENTS}>{text('more')}</Link>
      </Button>
    </Card>
  );
}
