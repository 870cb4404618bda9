import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SaveToggle } from './save-toggle';

describe('SaveToggle (states heart rules)', () => {
  // Only timers matter here; the date is pinned all the same (tests never read the real clock).
  beforeEach(() => vi.useFakeTimers({ now: new Date('2026-11-27T12:00:00Z') }));
  afterEach(() => vi.useRealTimers());

  function setup(saved = false) {
    const save = vi.fn(async () => {});
    const unsave = vi.fn(async () => {});
    return { save, unsave, toggle: new SaveToggle({ isSaved: () => saved, save, unsave }) };
  }

  it('saves 300 ms after one tap, not before', () => {
    const { save, toggle } = setup();
    expect(toggle.tap()).toBe('scheduled');
    vi.advanceTimersByTime(299);
    expect(save).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('a second tap within 300 ms cancels the pending save', () => {
    const { save, unsave, toggle } = setup();
    toggle.tap();
    vi.advanceTimersByTime(200);
    expect(toggle.tap()).toBe('cancelled');
    vi.advanceTimersByTime(1000);
    expect(save).not.toHaveBeenCalled();
    expect(unsave).not.toHaveBeenCalled();
  });

  it('a tap on a saved property removes it at once', () => {
    const { save, unsave, toggle } = setup(true);
    expect(toggle.tap()).toBe('removing');
    expect(unsave).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1000);
    expect(save).not.toHaveBeenCalled();
  });

  it('cancel() drops a pending save (unmount)', () => {
    const { save, toggle } = setup();
    toggle.tap();
    toggle.cancel();
    vi.advanceTimersByTime(1000);
    expect(save).not.toHaveBeenCalled();
  });
});
