import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInProviders } from '../testing/renderInProviders';
import { useInteractiveKit } from './useInteractiveKit';

function Probe() {
  const { Tabs } = useInteractiveKit();
  return (
    <Tabs.Root defaultValue="about">
      <Tabs.List>
        <Tabs.Trigger value="about">О враче</Tabs.Trigger>
        <Tabs.Trigger value="reviews">Отзывы</Tabs.Trigger>
      </Tabs.List>
    </Tabs.Root>
  );
}

describe('useInteractiveKit', () => {
  it('suspends, then renders the stateful components inside the providers', async () => {
    await renderInProviders(<Probe />);
    expect((await screen.findByRole('tab', { name: 'О враче' })).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: 'Отзывы' }).getAttribute('aria-selected')).toBe('false');
  });
});
