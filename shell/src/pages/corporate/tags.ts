import { useShellText } from '../../messages/shellText';

/** SPEC §2: the corporate tags (insurance, fast registration, individual approach), here and on the mobile home. */
export const CORPORATE_TAGS = ['corp.t1', 'corp.t2', 'corp.t3'] as const;

export function useCorporateTags(): string[] {
  const text = useShellText();
  return CORPORATE_TAGS.map((id) => text(id));
}
