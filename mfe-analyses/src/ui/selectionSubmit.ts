import type { MouseEvent } from 'react';

/**
 * The calculator's selection works without JavaScript: every button that changes it submits one GET form of
 * the page (`form=` ties a button to it wherever it sits), which carries the selection and the filters, and the
 * server renders the new selection from the address (pages/analysis-list/selectionAddress.ts). With
 * JavaScript the same button changes the selection in place and sends nothing.
 */
export const SELECTION_FORM_ID = 'analyses-selection';
/** `toggle=<id>`: add this analysis, or remove it if it is there. */
export const TOGGLE_PARAM = 'toggle';
/** `clear=1`: «Очистить». */
export const CLEAR_PARAM = 'clear';

/** The props of a selection button: sends `name=value` without JavaScript, runs `onPress` with it. */
export function selectionSubmit(name: string, value: string, onPress: () => void) {
  return {
    type: 'submit' as const,
    form: SELECTION_FORM_ID,
    name,
    value,
    onClick: (event: MouseEvent) => {
      event.preventDefault();
      onPress();
    },
  };
}

/** A button that adds or removes one analysis. */
export const toggleSubmit = (id: number, onToggle: (id: number) => void) =>
  selectionSubmit(TOGGLE_PARAM, String(id), () => onToggle(id));
