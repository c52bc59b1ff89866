import { viewportMeasured } from '../bus/contract';
import { layoutWidth } from './layoutWidth';

/**
 * Feeds `$viewport` from the window. The shell calls it once; a remote's standalone bootstrap calls it in
 * the shell's place. Returns the unsubscribe function.
 */
export function watchViewport(target: Window = window): () => void {
  const measure = () => viewportMeasured(layoutWidth(target));
  measure();
  target.addEventListener('resize', measure);
  return () => target.removeEventListener('resize', measure);
}
