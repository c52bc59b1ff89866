import { CLINIC, chakra, Text } from '@clinic/shared';
import { mapLink } from './mapLink';

const STREET = { stroke: '#ffffff', strokeLinecap: 'round' } as const;
const BLOCK = '#e4e7ec';

/**
 * A map drawn here, not loaded: it shows without any network beyond the site (no tiles, no embeds), and
 * the link opens a real map for directions.
 */
export function ContactsMap() {
  return (
    <chakra.figure m="0">
      <chakra.svg
        viewBox="0 0 640 400"
        role="img"
        aria-label={`Схема проезда: ${CLINIC.address}`}
        w="full"
        h="auto"
        display="block"
        borderRadius="xl"
        bg="#eef0f4"
      >
        {/* City blocks between the streets. */}
        {[40, 230, 430].map((x) =>
          [20, 210].map((y) => (
            <rect key={`${x}-${y}`} x={x} y={y} width="170" height="150" rx="10" fill={BLOCK} />
          )),
        )}
        <rect x="430" y="210" width="170" height="150" rx="10" fill="#d6ecd2" />
        <text x="515" y="290" textAnchor="middle" fontSize="14" fill="#3f6b3a">
          Сквер
        </text>
        {/* Streets. */}
        <path d="M0 190 H640" {...STREET} strokeWidth="28" />
        <path d="M220 0 V400 M420 0 V400" {...STREET} strokeWidth="18" />
        <text x="24" y="195" fontSize="14" fill="#4f4f5a" dominantBaseline="middle">
          ул. Толе би
        </text>
        {/* The clinic. */}
        <rect x="250" y="60" width="140" height="100" rx="10" fill="#cbbcff" />
        <g transform="translate(320 110)">
          <path
            d="M0 -46 C-18 -46 -30 -33 -30 -16 C-30 6 0 30 0 30 C0 30 30 6 30 -16 C30 -33 18 -46 0 -46 Z"
            fill="#6434e6"
          />
          <circle cx="0" cy="-17" r="11" fill="#ffffff" />
        </g>
        <text x="320" y="230" textAnchor="middle" fontSize="16" fontWeight="bold" fill="#2e1a5c">
          {CLINIC.name}
        </text>
      </chakra.svg>
      <chakra.figcaption mt="3" display="flex" justifyContent="space-between" gap="3" flexWrap="wrap">
        <Text fontSize="sm" color="fg.muted">
          {CLINIC.address}
        </Text>
        <chakra.a
          href={mapLink(CLINIC.coordinates)}
          target="_blank"
          rel="noopener"
          fontSize="sm"
          fontWeight="semibold"
          color="brand.700"
        >
          Открыть на карте ↗
        </chakra.a>
      </chakra.figcaption>
    </chakra.figure>
  );
}
