import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DeferredTooltip } from './deferred-tooltip.tsx';

describe('a deferred tooltip', () => {
  it('loads nothing until its trigger is pointed at, then shows its label', async () => {
    render(
      <MantineProvider>
        <DeferredTooltip label="Ask a lifeguard first.">
          <button type="button">Be alert</button>
        </DeferredTooltip>
      </MantineProvider>,
    );
    expect(screen.queryByText('Ask a lifeguard first.')).toBeNull();
    fireEvent.pointerEnter(screen.getByRole('button', { name: 'Be alert' }).parentElement!);
    expect(await screen.findByText('Ask a lifeguard first.')).toBeTruthy();
  });
});

describe('a deferred tooltip reached by keyboard', () => {
  it('keeps the focus on its trigger while its code loads', async () => {
    render(
      <MantineProvider>
        <DeferredTooltip label="Ask a lifeguard first.">
          <button type="button">Be alert</button>
        </DeferredTooltip>
      </MantineProvider>,
    );
    screen.getByRole('button', { name: 'Be alert' }).focus();
    expect(await screen.findByText('Ask a lifeguard first.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Be alert' }));
  });
});
