import { Skeleton as ChakraSkeleton, SkeletonCircle, type SkeletonProps } from '@chakra-ui/react';

/** SPEC §9 skeleton types. */
export type SkeletonShape = 'rectangle' | 'circle';

export function Skeleton({ shape = 'rectangle', ...props }: SkeletonProps & { shape?: SkeletonShape }) {
  if (shape === 'circle') return <SkeletonCircle size={props.height as string | undefined} {...props} />;
  return <ChakraSkeleton borderRadius="lg" {...props} />;
}

/** `count` skeleton cards while a list loads (SPEC §9: 16 for analyses, 3, 5 or 30 elsewhere). */
export function SkeletonList({ count, height = '24' }: { count: number; height?: string }) {
  return Array.from({ length: count }, (_, index) => (
    <Skeleton key={index} height={height} data-testid="skeleton" />
  ));
}
