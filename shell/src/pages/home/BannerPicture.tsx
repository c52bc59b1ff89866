import { AppLink, type Banner, chakra, Image } from '@clinic/shared';
import { useShellText } from '../../messages/shellText';
import { type BannerVariant, bannerPicture } from './bannerSlider';

const RING_INSIDE = { outlineOffset: '-4px' };

/** One banner: its picture for the variant, as a link when the banner leads somewhere. */
export function BannerPicture({ banner, variant }: { banner: Banner; variant: BannerVariant }) {
  const text = useShellText();
  const { src, width, height } = bannerPicture(banner, variant);
  const picture = (
    <Image
      src={src}
      alt={banner.title || text('banner.alt')}
      // The size as HTML attributes (Chakra's `width`/`height` would be CSS): the browser reserves the
      // picture's 3:1 or 3:4 box before the file arrives, so the page below does not jump when it does.
      htmlWidth={width}
      htmlHeight={height}
      w="full"
      h="auto"
      display="block"
      draggable={false}
    />
  );
  if (!banner.link) return picture;
  // The frame clips everything outside it (rounded corners), so the focus ring is drawn inside the picture.
  // Banners of the reference API lead inside the site; anything else opens in a new tab.
  if (banner.link.startsWith('/')) {
    return (
      <AppLink to={banner.link} display="block" _focusVisible={RING_INSIDE}>
        {picture}
      </AppLink>
    );
  }
  return (
    <chakra.a href={banner.link} target="_blank" rel="noopener" display="block" _focusVisible={RING_INSIDE}>
      {picture}
    </chakra.a>
  );
}

/** The frame every state of the slider shares, so nothing jumps when Swiper arrives. */
export const BannerFrame = chakra('div', {
  base: { borderRadius: '2xl', overflow: 'hidden', bg: 'brand.50', position: 'relative' },
});

/** The space of the dots under the frame: the still banner keeps it, so nothing moves when the slider's dots come. */
export const DOTS_HEIGHT = '8';
