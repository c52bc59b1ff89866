import { $viewport, BookingLink, Grid, Heading, usePageMeta } from '@clinic/shared';
import { useUnit } from 'effector-react';
import { useShellText } from '../../messages/shellText';
import { Card } from '../../ui/Card';
import { ContactDetails } from './ContactDetails';
import { ContactsMap } from './ContactsMap';
import { CONTACTS_CONTENT } from './content';

export function ContactsPage() {
  const text = useShellText();
  const content = CONTACTS_CONTENT.useContent();
  usePageMeta(text('nav.contacts'), content.description);
  const { isMobile } = useUnit($viewport);
  return (
    <>
      <Heading as="h1" size="2xl" mb="4">
        {text('nav.contacts')}
      </Heading>
      <Grid
        templateColumns={isMobile ? 'minmax(0, 1fr)' : 'minmax(0, 5fr) minmax(0, 7fr)'}
        gap={isMobile ? '5' : '6'}
        alignItems="start"
      >
        <Card aria-label={content.reach} display="flex" flexDirection="column" gap="6">
          <ContactDetails />
          {/* Kazakh's «кері қоңырауға тапсырыс беру» takes two lines on a 360–390 px phone: centred, balanced,
              with room above and below, as a button's label should wrap. */}
          <BookingLink
            request={{ kind: 'mail' }}
            size="lg"
            alignSelf={isMobile ? 'stretch' : 'start'}
            textAlign="center"
            lineHeight="short"
            py="2.5"
            css={{ textWrap: 'balance' }}
          >
            {content.callback}
          </BookingLink>
        </Card>
        <Card aria-label={content.map.label}>
          <ContactsMap />
        </Card>
      </Grid>
    </>
  );
}
