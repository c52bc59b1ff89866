import { Center, Image } from '@clinic/shared';
import { useState } from 'react';
import { useDoctorsText } from '../messages/doctorsText';
import { PersonIcon } from './icons';

interface DoctorPhotoProps {
  name: string;
  image?: string | null;
  /** A square of this size (a Chakra size token or a length)… */
  size?: string;
  /** …or a width and a height. */
  w?: string;
  h?: string;
  rounded?: string;
  /** Beside the doctor's name already (a card): screen readers skip the picture. */
  decorative?: boolean;
}

/**
 * The doctor's photo, or a grey placeholder when there is none or it fails to load (SPEC §2). The placeholder is a
 * span like the img it stands for: cards put it inside a span, where HTML allows no div.
 */
export function DoctorPhoto({
  name,
  image,
  size,
  w = size,
  h = size,
  rounded = 'xl',
  decorative = false,
}: DoctorPhotoProps) {
  const text = useDoctorsText();
  const [broken, setBroken] = useState(false);
  if (image && !broken) {
    return (
      <Image
        src={image}
        alt={decorative ? '' : text('doctor.photo', { name })}
        w={w}
        h={h}
        objectFit="cover"
        borderRadius={rounded}
        flexShrink={0}
        bg="gray.100"
        loading="lazy"
        onError={() => setBroken(true)}
      />
    );
  }
  return (
    <Center
      as="span"
      role={decorative ? undefined : 'img'}
      aria-label={decorative ? undefined : text('doctor.noPhoto', { name })}
      aria-hidden={decorative || undefined}
      w={w}
      h={h}
      borderRadius={rounded}
      flexShrink={0}
      bg="gray.200"
      color="gray.500"
      data-testid="doctor-photo-placeholder"
    >
      <PersonIcon size={48} />
    </Center>
  );
}
