import type { ComponentProps, MouseEvent, ReactNode } from 'react';
import { useHref } from 'react-router-dom';
import { type BookingRequest, bookingRequested } from '../bus/contract';
import { bookingPath } from '../routing/bookingPath';
import { Button } from './Button';

type ButtonProps = Omit<ComponentProps<typeof Button>, 'asChild' | 'onClick' | 'children'>;

/** A click the page should leave to the browser: a new tab or window, a download. */
const opensElsewhere = (event: MouseEvent) =>
  event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

/**
 * A booking entry point ('Записаться', 'Заказать обратный звонок'): a real link to the booking page, so it works
 * before the scripts and without them (the server renders the form and takes its post); once the page is live,
 * a tap opens the dialog instead (`onBook`, by default `bookingRequested(request)`), and the page stays.
 */
export function BookingLink({
  request,
  onBook,
  children,
  ...button
}: ButtonProps & { request: BookingRequest; onBook?: () => void; children: ReactNode }) {
  const book = onBook ?? (() => bookingRequested(request));
  // In the page's language: the router's basename ('/kk') goes in front.
  const href = useHref(bookingPath(request));
  return (
    <Button asChild {...button}>
      <a
        href={href}
        onClick={(event) => {
          if (opensElsewhere(event)) return;
          event.preventDefault();
          book();
        }}
      >
        {children}
      </a>
    </Button>
  );
}
