/**
 * The widgets remotes expose for the shell's pages: `<remote>/<module>`, each a default-exported component
 * without props that loads its own data. The shell mounts them in a RemoteBoundary by these names.
 */
export const WIDGETS = {
  serviceTiles: { remote: 'catalog', module: 'ServiceTiles' },
  checkUpCard: { remote: 'catalog', module: 'CheckUpCard' },
  promotionsBlock: { remote: 'catalog', module: 'PromotionsBlock' },
  doctorsSlider: { remote: 'doctors', module: 'DoctorsSlider' },
} as const;

export type WidgetName = keyof typeof WIDGETS;
