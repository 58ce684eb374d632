import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render.tsx';
import { PHASE_COLORS, phaseVariables, sunTimesAt } from '../../lib/time-phase/time-phase.ts';
import { TimePhaseProvider } from './time-phase-provider.tsx';
import { useTimePhase } from '../../lib/time-phase/use-time-phase.ts';

const MINUTE = 60_000;
/** 10:00 in Honolulu on the summer solstice: mid-day. */
const MID_MORNING = new Date('2026-06-21T20:00:00Z');

afterEach(() => {
  vi.useRealTimers();
  delete document.documentElement.dataset.phase;
});

function PhaseProbe() {
  const { phase, transitioning } = useTimePhase();
  return <output aria-label="phase">{`${phase}${transitioning ? ' (changing)' : ''}`}</output>;
}

describe('the time phase theme', () => {
  it('paints every page, not only home, with the current phase', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(MID_MORNING);
    renderApp('/terms-of-use');
    await screen.findByRole('link', { name: 'North Shore Guide home' });

    const root = document.documentElement;
    expect(root.dataset.phase).toBe('day');
    expect(root.style.getPropertyValue('--phase-from')).toBe(PHASE_COLORS.day.from);
    expect(root.style.getPropertyValue('--phase-to')).toBe(PHASE_COLORS.day.to);
    expect(root.style.getPropertyValue('--phase-text')).toBe(PHASE_COLORS.day.text);
  });

  it('leaves the document alone when it already shows the phase, as a page the server drew does', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(MID_MORNING);
    const root = document.documentElement;
    root.dataset.phase = 'day';
    for (const [name, value] of Object.entries(phaseVariables('day'))) root.style.setProperty(name, value);
    const writes: string[] = [];
    const observer = new MutationObserver((records) => writes.push(...records.map((r) => r.attributeName!)));
    observer.observe(root, { attributes: true });

    renderApp('/terms-of-use');
    await screen.findByRole('link', { name: 'North Shore Guide home' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    observer.disconnect();
    expect(writes.filter((name) => name === 'style' || name === 'data-phase')).toEqual([]);
    expect(root.style.getPropertyValue('--phase-from')).toBe(PHASE_COLORS.day.from);
  });

  it('recomputes every 60 s, repaints on a change and flags the change for 1 second', () => {
    vi.useFakeTimers();
    const { sunset } = sunTimesAt(MID_MORNING);
    // 30 s before golden hour (which starts 60 min before sunset).
    vi.setSystemTime(sunset.getTime() - 60 * MINUTE - 30_000);
    render(
      <TimePhaseProvider>
        <PhaseProbe />
      </TimePhaseProvider>,
    );
    const probe = screen.getByRole('status', { name: 'phase' });
    expect(probe).toHaveTextContent(/^day$/);

    act(() => vi.advanceTimersByTime(59_000));
    expect(probe).toHaveTextContent(/^day$/);
    act(() => vi.advanceTimersByTime(1_000));
    expect(probe).toHaveTextContent(/^golden-hour \(changing\)$/);
    expect(document.documentElement.dataset.phase).toBe('golden-hour');
    expect(document.documentElement.style.getPropertyValue('--phase-from')).toBe(
      PHASE_COLORS['golden-hour'].from,
    );

    act(() => vi.advanceTimersByTime(1_000));
    expect(probe).toHaveTextContent(/^golden-hour$/);
  });
});
