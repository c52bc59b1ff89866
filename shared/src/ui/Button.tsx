import { chakra } from '@chakra-ui/react';

/** SPEC §9 button variants, each with a disabled state. */
export const BUTTON_VARIANTS = [
  'primary',
  'transparent',
  'black',
  'gray',
  'outline',
  'lightGray',
  'white',
] as const;
export type ButtonVariant = (typeof BUTTON_VARIANTS)[number];

export const Button = chakra('button', {
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '2',
    minH: '10',
    minW: '6',
    px: '5',
    borderRadius: 'full',
    fontWeight: 'medium',
    fontSize: 'sm',
    cursor: 'pointer',
    transition: 'background 0.2s, color 0.2s',
    borderWidth: '1px',
    borderColor: 'transparent',
    textDecoration: 'none',
    _disabled: { opacity: 0.5, cursor: 'not-allowed' },
  },
  variants: {
    variant: {
      primary: { bg: 'brand.600', color: 'white', _hover: { bg: 'brand.700' } },
      transparent: { bg: 'transparent', color: 'brand.700', _hover: { bg: 'brand.50' } },
      black: { bg: 'gray.900', color: 'white', _hover: { bg: 'gray.700' } },
      gray: { bg: 'gray.200', color: 'gray.900', _hover: { bg: 'gray.300' } },
      outline: {
        bg: 'transparent',
        color: 'brand.700',
        borderColor: 'brand.600',
        _hover: { bg: 'brand.50' },
      },
      lightGray: { bg: 'gray.100', color: 'gray.800', _hover: { bg: 'gray.200' } },
      white: { bg: 'white', color: 'gray.900', _hover: { bg: 'gray.50' } },
    },
    size: {
      sm: { minH: '8', px: '3', fontSize: 'xs' },
      md: {},
      lg: { minH: '12', px: '7', fontSize: 'md' },
    },
  },
  defaultVariants: { variant: 'primary', size: 'md' },
});
