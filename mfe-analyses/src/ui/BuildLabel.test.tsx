import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BuildLabel } from './BuildLabel';

vi.mock('@clinic/shared', () => ({
  Text: ({ children }: { children: unknown }) => <p>{children as string}</p>,
}));

afterEach(() => vi.unstubAllGlobals());

describe('BuildLabel', () => {
  it('shows the build label compiled in with BUILD_LABEL', () => {
    vi.stubGlobal('__BUILD_LABEL__', 'v2');
    render(<BuildLabel />);
    expect(screen.getByText('Сборка: v2')).toBeTruthy();
  });

  it('renders nothing in a normal build, or without the define at all', () => {
    vi.stubGlobal('__BUILD_LABEL__', '');
    expect(render(<BuildLabel />).container.innerHTML).toBe('');
    vi.unstubAllGlobals();
    expect(render(<BuildLabel />).container.innerHTML).toBe('');
  });
});
