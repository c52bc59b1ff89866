import {
  Box,
  bookingPath,
  Heading,
  NotFoundMessage,
  ROUTES,
  StatusMessage,
  Text,
  usePageMeta,
  usePageStatus,
} from '@clinic/shared';
import { useUnit } from 'effector-react';
import { useState } from 'react';
import { useHref, useLocation } from 'react-router-dom';
import { BookingForm } from '../../booking/BookingForm';
import { newIdempotencyKey } from '../../booking/payload';
import { dialogTitle, KIND_VIEWS } from '../../booking/rules';
import { useBookingText } from '../../messages/bookingText';
import { PreferredDay } from '../../ui/PreferredDay';
import { formInDocument } from './formInDocument';
import { $forged, $freshKey, $refused, $request, bookedTarget, emptyForm } from './model';

/**
 * A booking form as a page of its own ('/booking/doctor/12', '/booking/mail'): where every entry point links, for
 * a patient without scripts or who tapped before them. Its post is taken by the server (submitBookingPost.ts).
 */
export function BookingPage() {
  const [request, forged, refused, freshKey, target] = useUnit([
    $request,
    $forged,
    $refused,
    $freshKey,
    bookedTarget.$data,
  ]);
  const text = useBookingText();
  const { pathname, search } = useLocation();
  // The form posts to its whole address, in the page's language (`useHref`: '/kk/booking/…' on a Kazakh page):
  // the page after a refused post keeps the query's day and title, and its language.
  const action = useHref(pathname + search);
  // The server's form on hydration (a refused post's values and messages), else a new one.
  const [form] = useState(
    () => refused ?? formInDocument(action) ?? emptyForm(freshKey || newIdempotencyKey()),
  );
  const view = KIND_VIEWS[request?.kind ?? 'mail'];
  // No such form, or nothing of that id to book: the page is «not found», and titled so.
  const title = text(request && target?.name !== null ? dialogTitle(request) : 'page.notFound');
  // The form's idempotency key is this visitor's: the page is never served to another (PageMeta.personal).
  usePageMeta(forged ? text('page.forgedTitle') : title, undefined, {
    personal: true,
  });
  usePageStatus(forged ? 400 : 200);
  const home = { to: ROUTES.HOME, label: text('page.home') };
  if (forged) {
    const back = request ? { to: bookingPath(request), label: text('page.openForm') } : home;
    return <StatusMessage title={text('page.forgedTitle')} text={text('page.forgedText')} back={back} />;
  }
  if (!request || target?.name === null) return <NotFoundMessage back={home} />;
  return (
    <Box bg="white" borderRadius="2xl" p={{ base: '5', md: '10' }} my="6" maxW="37.5rem" mx="auto">
      <Heading as="h1" size="xl" mb="3">
        {title}
      </Heading>
      {view.target && target?.name && (
        <Text fontWeight="medium" mb="2">
          {text(view.target, { name: target.name })}
        </Text>
      )}
      {request.preferredDate && <PreferredDay day={request.preferredDate} mb="2" />}
      <Text color="fg.muted" mb="6">
        {text(view.lead)}
      </Text>
      <BookingForm
        values={form.values}
        errors={form.errors}
        message={form.message}
        failed={form.message !== null && Object.keys(form.errors).length === 0}
        post={{ action, key: form.key, preferredDate: request.preferredDate }}
      />
    </Box>
  );
}
