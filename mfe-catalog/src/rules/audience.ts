/** Who a service or promotion is offered to (SPEC §3: the flags `is_for_childs`, `is_for_olders`). */
export interface AudienceFlags {
  is_for_childs: boolean;
  is_for_olders: boolean;
}

export const AUDIENCE_LABELS = {
  all: 'детей и взрослых',
  children: 'детей',
  adults: 'взрослых',
} as const;

/** The lead-in of the 'Offer for' line on the details pages. */
export const AUDIENCE_PREFIX = 'Предложение для';

/**
 * SPEC §3 audience label: 'детей и взрослых' when both flags are set, 'детей' for children only, otherwise
 * 'взрослых' — the spec has three labels, so an offer flagged for nobody reads as the clinic's default, adults.
 */
export function audienceLabel({ is_for_childs, is_for_olders }: AudienceFlags): string {
  if (is_for_childs && is_for_olders) return AUDIENCE_LABELS.all;
  if (is_for_childs) return AUDIENCE_LABELS.children;
  return AUDIENCE_LABELS.adults;
}
