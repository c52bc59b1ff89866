import { type Banner, Box, chakra, QueryView, Skeleton } from '@clinic/shared';
import { lazy, Suspense, useEffect, useState } from 'react';
import { ChunkBoundary } from '../../federation/ChunkBoundary';
import { whenSettled } from '../../federation/whenSettled';
import { useShellText } from '../../messages/shellText';
import { BannerFrame, BannerPicture, DOTS_HEIGHT } from './BannerPicture';
import { type BannerVariant, bannerPicture } from './bannerSlider';
import { bannersQuery } from './model';

const loadSlider = () => import('./BannerSlider');
const BannerSlider = lazy(loadSlider);

/** The first banner without Swiper: shown while the slider's code loads, and if it cannot load. */
function StillBanner({ banner, variant }: { banner: Banner; variant: BannerVariant }) {
  return (
    <>
      <BannerFrame>
        <BannerPicture banner={banner} variant={variant} />
      </BannerFrame>
      <Box h={DOTS_HEIGHT} mt="2" />
    </>
  );
}

function BannerSkeleton({ variant }: { variant: BannerVariant }) {
  const { width, height } = bannerPicture({ id: 0, link: '', image: '', mob_image: '' }, variant);
  return (
    <>
      <Skeleton w="full" borderRadius="2xl" style={{ aspectRatio: `${width} / ${height}` }} />
      <Box h={DOTS_HEIGHT} mt="2" />
    </>
  );
}

/** The banner slider of the home page, from `/api/banners`. */
export function BannerSection({ variant }: { variant: BannerVariant }) {
  // The first banner shows still (it is the page's largest paint); Swiper follows once the page has settled,
  // well inside the 5 s the first banner stays anyway.
  const text = useShellText();
  const [sliding, setSliding] = useState(false);
  useEffect(
    () =>
      whenSettled(() => {
        loadSlider().then(
          () => setSliding(true),
          () => setSliding(true), // the boundary below reports it and keeps the still banner
        );
      }),
    [],
  );
  return (
    <chakra.section aria-label={text('banner.label')}>
      <QueryView query={bannersQuery} loading={<BannerSkeleton variant={variant} />}>
        {(banners) => {
          const first = banners[0];
          if (!first) return null;
          const still = <StillBanner banner={first} variant={variant} />;
          if (!sliding) return still;
          return (
            <ChunkBoundary source="shell/banner-slider" fallback={still}>
              <Suspense fallback={still}>
                <BannerSlider banners={banners} variant={variant} />
              </Suspense>
            </ChunkBoundary>
          );
        }}
      </QueryView>
    </chakra.section>
  );
}
