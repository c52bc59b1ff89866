import { Button, Portal, Text, useInteractiveKit } from '@clinic/shared';
import { useUnit } from 'effector-react';
import { useEffect, useRef } from 'react';
import { BookingForm } from '../../booking/BookingForm';
import {
  DIALOG_ENTER_MS,
  DIALOG_EXIT_MS,
  dialogTitle,
  dialogWidth,
  KIND_VIEWS,
  PERSISTENT_PULSE_MS,
} from '../../booking/rules';
import { useBookingText } from '../../messages/bookingText';
import { PreferredDay } from '../../ui/PreferredDay';
import { SentMessage } from '../../ui/SentMessage';
import { usePulse } from '../../ui/usePulse';
import {
  $draft,
  $open,
  $shownRequest,
  $targetName,
  consentChanged,
  dialogMounted,
  dismissed,
  formSubmitted,
  nameChanged,
  phoneChanged,
} from './model';

/** SPEC §9: transitions 300 ms in, 200 ms out, for the backdrop and the dialog alike. */
const MOTION = {
  _open: { animationDuration: `${DIALOG_ENTER_MS}ms` },
  _closed: { animationDuration: `${DIALOG_EXIT_MS}ms` },
};

/** Every booking dialog of the site: the one `$bookingRequest` on the bus says which is open. */
export default function BookingDialog() {
  const { Dialog } = useInteractiveKit();
  const text = useBookingText();
  const [request, open, draft, targetName] = useUnit([$shownRequest, $open, $draft, $targetName]);
  const on = useUnit({ dialogMounted, nameChanged, phoneChanged, consentChanged, formSubmitted, dismissed });
  const nameRef = useRef<HTMLInputElement>(null);
  const [contentRef, pulse] = usePulse<HTMLDivElement>(PERSISTENT_PULSE_MS);
  const mounted = on.dialogMounted;
  useEffect(() => mounted(), [mounted]);

  if (!request) return null;
  const view = KIND_VIEWS[request.kind];
  const { persistent } = view;
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(change) => {
        if (!change.open) on.dismissed();
      }}
      closeOnInteractOutside={!persistent}
      closeOnEscape={!persistent}
      onInteractOutside={persistent ? pulse : undefined}
      onEscapeKeyDown={persistent ? pulse : undefined}
      initialFocusEl={() => nameRef.current}
      placement="center"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop {...MOTION} />
        <Dialog.Positioner px="4">
          <Dialog.Content
            ref={contentRef}
            data-kind={request.kind}
            borderRadius="2xl"
            {...dialogWidth(request.kind)}
            {...MOTION}
          >
            <Dialog.Header pe={persistent ? '6' : '12'}>
              <Dialog.Title fontSize="xl">{text(dialogTitle(request))}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body display="flex" flexDirection="column" gap="3">
              {draft.status === 'sent' ? (
                <SentMessage onClose={on.dismissed} />
              ) : (
                <>
                  {view.target && targetName && (
                    <Text fontWeight="medium">{text(view.target, { name: targetName })}</Text>
                  )}
                  {request.preferredDate && <PreferredDay day={request.preferredDate} />}
                  <Dialog.Description>{text(view.lead)}</Dialog.Description>
                  <BookingForm
                    values={draft.values}
                    errors={draft.errors}
                    message={draft.message}
                    failed={draft.status === 'failed'}
                    script={{
                      sending: draft.status === 'sending',
                      nameRef,
                      onNameChange: on.nameChanged,
                      onPhoneChange: on.phoneChanged,
                      onConsentChange: on.consentChanged,
                      onSubmit: on.formSubmitted,
                      cancel: persistent && (
                        <Button type="button" variant="gray" size="lg" onClick={on.dismissed}>
                          {text('form.cancel')}
                        </Button>
                      ),
                    }}
                  />
                </>
              )}
            </Dialog.Body>
            {!persistent && (
              <Dialog.CloseTrigger asChild>
                <Button type="button" variant="transparent" size="sm" aria-label={text('dialog.close')}>
                  ✕
                </Button>
              </Dialog.CloseTrigger>
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
