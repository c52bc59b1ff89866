/** Who a service or promotion is offered to (SPEC §3: the flags `is_for_childs`, `is_for_olders`). */
export interface AudienceFlags {
  is_for_childs: boolean;
  is_for_olders: boolean;
}

/** The spec's three audiences (SPEC §3: 'детей и взрослых', 'детей', 'взрослых'); their words: the catalogue's. */
export type Audience = 'all' | 'children' | 'adults';

/**
 * SPEC §3 audience: both flags set is 'all', children only is 'children', otherwise 'adults' — the spec has three
 * labels, so an offer flagged for nobody reads as the clinic's default, adults.
 */
export function audienceOf({ is_for_childs, is_for_olders }: AudienceFlags): Audience {
  if (is_for_childs && is_for_olders) return 'all';
  if (is_for_childs) return 'children';
  return 'adults';
}
