import { Badge, Flex } from '@clinic/shared';
import { useDoctorsText } from '../messages/doctorsText';

export function DoctorTags({ tags }: { tags: readonly string[] }) {
  const text = useDoctorsText();
  if (tags.length === 0) return null;
  return (
    <Flex as="ul" aria-label={text('doctor.tags')} listStyleType="none" gap="2" wrap="wrap">
      {tags.map((tag) => (
        <li key={tag}>
          <Badge bg="brand.50" color="brand.700" borderRadius="full" px="3" py="1">
            {tag}
          </Badge>
        </li>
      ))}
    </Flex>
  );
}
