import { Button, Heading, ROUTES, Text } from '@clinic/shared';
import { Link } from 'react-router-dom';
import { Card } from '../../ui/Card';
import { TagList } from '../../ui/TagList';
import { CORPORATE_TAGS } from '../corporate/content';

export function CorporateBlock() {
  return (
    <Card aria-labelledby="home-corporate-title" display="flex" flexDirection="column" gap="3">
      <Heading as="h2" id="home-corporate-title" size="xl">
        Корпоративным клиентам
      </Heading>
      <Text color="fg.muted">Добровольное медицинское страхование сотрудников и их близких.</Text>
      <TagList tags={CORPORATE_TAGS} label="Преимущества для компаний" />
      <Button asChild variant="primary" alignSelf="start">
        <Link to={ROUTES.CORPORATE_CLIENTS}>Подробнее</Link>
      </Button>
    </Card>
  );
}
