import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { BuildLabel, THROW_ON_MOUNT } from './BuildLabel';

const inKit = (ui: ReactNode) => render(<ChakraProvider value={defaultSystem}>{ui}</ChakraProvider>);

describe('BuildLabel', () => {
  it('shows the label the remote was built with, and nothing for a normal build', () => {
    inKit(<BuildLabel label="v2" />);
    expect(screen.getByText('Сборка: v2')).toBeTruthy();
    expect(inKit(<BuildLabel label="" />).container.textContent).toBe('');
  });

  it('throws once mounted in a build made to break (BUILD_FAULT=throw-on-mount), never otherwise', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => inKit(<BuildLabel label="broken" fault={THROW_ON_MOUNT} />)).toThrow(
      /BUILD_FAULT: build broken/,
    );
    expect(() => inKit(<BuildLabel label="v2" fault="" />)).not.toThrow();
    errors.mockRestore();
  });
});
