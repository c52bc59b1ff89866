import { RUM_INP_PHASES, RUM_LCP_PARTS, RUM_MAX_MS, RUM_SCRIPT_FILE, RUM_SELECTOR } from '@clinic/shared/rum';
import type { INPAttribution, LCPAttribution } from 'web-vitals/attribution';
import { remoteOfScript } from './attribute';
import type { Attribution } from './pageFacts';

const ms = (value: number) => Math.min(RUM_MAX_MS, Math.max(0, Math.round(value || 0)));

/**
 * web-vitals' selector of the LCP element, in the beacon's charset: anything else (an attribute selector's
 * quotes, React 19's «» in ids) is left out, and a long one keeps its end, which names the element itself.
 */
export function selectorForBeacon(target: string | undefined): string | undefined {
  const clean = (target ?? '').replace(/[^A-Za-z0-9_#.>:-]/g, '').slice(-100);
  return RUM_SELECTOR.test(clean) ? clean : undefined;
}

/** A script's file name (`412.3fa9c2.js`): its folder names the remote already, its query may name anything. */
export function scriptFileOf(url: string | undefined): string | undefined {
  const file = (url ?? '').split(/[?#]/)[0]?.split('/').pop() ?? '';
  const clean = file.replace(/[^A-Za-z0-9_.-]/g, '').slice(-64);
  return RUM_SCRIPT_FILE.test(clean) ? clean : undefined;
}

/** The LCP element and the LCP's four sub-parts. */
export function lcpAttribution(attribution: LCPAttribution): Attribution {
  const parts = Object.fromEntries(RUM_LCP_PARTS.map((part) => [part, ms(attribution[part])]));
  const element = selectorForBeacon(attribution.target);
  return { lcpBy: { ...(element ? { element } : {}), ...parts } as NonNullable<Attribution['lcpBy']> };
}

/**
 * The slowest interaction's longest phase, and the script that ran longest in it (long-animation-frame entries):
 * the remote its version folder names, and its file.
 */
export function inpAttribution(attribution: INPAttribution): Attribution {
  const inpPhase = RUM_INP_PHASES.reduce((a, b) => (attribution[b] > attribution[a] ? b : a));
  const url = attribution.longestScript?.entry.sourceURL;
  const out: Attribution = { inpPhase };
  const remote = remoteOfScript(url);
  if (remote) out.inpBy = remote;
  const file = scriptFileOf(url);
  if (file) out.inpScript = file;
  return out;
}
