/** What the shell passes to a remote's exposed `./routes` module. */
export type SectionName = 'services' | 'promotions' | 'check-up' | 'analysis' | 'doctors-list';

export interface RemoteRoutesProps {
  /** Which route section the shell mounted the module for (the catalogue serves three). */
  section: SectionName;
}
