import { truncate, VisuallyHidden } from '@clinic/shared';

/**
 * A name cut to the spec's length for the eye, whole for screen readers (and for the link's accessible name).
 * `shown` is the text as displayed when the caller truncated already (tile view models).
 */
export function ShortName({ name, max, shown }: { name: string; max?: number; shown?: string }) {
  const visible = shown ?? truncate(name, max ?? name.length);
  if (visible === name) return <>{name}</>;
  return (
    <>
      <span aria-hidden="true">{visible}</span>
      <VisuallyHidden>{name}</VisuallyHidden>
    </>
  );
}
