import { type Banner, Box, chakra, QueryView, Skeleton } from '@clinic/shared';
import { lazy, Suspense, useEffect } from 'react';
import { ChunkBoundary } from '../../federation/ChunkBoundary';
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
  // Fetch Swiper's chunk alongside the banners instead of after them.
  useEffect(() => {
    loadSlider().catch(() => {
      // The boundary below reports it when the slider really renders.
    });
  }, []);
  return (
    <chakra.section aria-label="Акции и предложения клиники">
      <QueryView query={bannersQuery} loading={<BannerSkeleton variant={variant} />}>
        {(banners) => {
          const first = banners[0];
          if (!first) return null;
          const still = <StillBanner banner={first} variant={variant} />;
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
