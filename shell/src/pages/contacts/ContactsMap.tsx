import { CLINIC, chakra, Text, useClinicWords } from '@clinic/shared';
import { CONTACTS_CONTENT } from './content';
import { mapLink } from './mapLink';

const STREET = { stroke: '#ffffff', strokeLinecap: 'square' } as const;

/**
 * A map drawn here, not loaded: it shows without any network beyond the site (no tiles, no embeds), and
 * the link opens a real map for directions.
 */
export function ContactsMap() {
  const { map } = CONTACTS_CONTENT.useContent();
  const clinic = useClinicWords();
  return (
    <chakra.figure m="0">
      <chakra.svg
        viewBox="0 0 640 400"
        role="img"
        aria-label={map.picture}
        w="full"
        h="auto"
        display="block"
        borderRadius="xl"
      >
        {/* City blocks are what the streets leave of this background. */}
        <rect width="640" height="400" fill="#e6e9ef" />
        <rect x="548" y="214" width="92" height="118" fill="#d3ebcf" />
        <text x="594" y="277" textAnchor="middle" fontSize="14" fill="#35612f">
          {map.park}
        </text>
        <path d="M0 60 H640 M0 340 H640" {...STREET} strokeWidth="14" />
        <path d="M110 0 V400 M330 0 V400 M540 0 V400" {...STREET} strokeWidth="16" />
        <path d="M0 200 H640" {...STREET} strokeWidth="30" />
        <text x="440" y="201" textAnchor="middle" fontSize="14" fill="#4f4f5a" dominantBaseline="middle">
          {map.street}
        </text>
        {/* The clinic: its building north of Tole bi, the pin and the name. */}
        <rect x="124" y="110" width="192" height="70" rx="8" fill="#cbbcff" />
        <text x="220" y="158" textAnchor="middle" fontSize="15" fontWeight="bold" fill="#2e1a5c">
          {clinic.name}
        </text>
        <path
          d="M220 124 C220 124 194 100 194 82 C194 67 205 56 220 56 C235 56 246 67 246 82 C246 100 220 124 220 124 Z"
          fill="#6434e6"
          stroke="#ffffff"
          strokeWidth="2"
        />
        <circle cx="220" cy="82" r="9" fill="#ffffff" />
      </chakra.svg>
      <chakra.figcaption mt="3" display="flex" justifyContent="space-between" gap="3" flexWrap="wrap">
        <Text fontSize="sm" color="fg.muted">
          {clinic.address}
        </Text>
        <chakra.a
          href={mapLink(CLINIC.coordinates)}
          target="_blank"
          rel="noopener"
          fontSize="sm"
          fontWeight="semibold"
          color="brand.700"
        >
          {map.open}
        </chakra.a>
      </chakra.figcaption>
    </chakra.figure>
  );
}
