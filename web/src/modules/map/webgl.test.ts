import { afterEach, describe, expect, it, vi } from 'vitest';

/** A document whose canvases answer `getContext` with `context` (null: no WebGL). */
function stubDocument(context: object | null) {
  const getContext = vi.fn((_kind: string) => context);
  const createElement = vi.fn(() => ({ getContext }));
  vi.stubGlobal('document', { createElement });
  return { createElement, getContext };
}

const freshModule = async () => {
  vi.resetModules();
  return import('./webgl');
};

describe('canDrawMaps', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('probes WebGL once, frees the probe context and keeps the answer (a map slot renders many times)', async () => {
    const loseContext = vi.fn();
    const { createElement } = stubDocument({ getExtension: () => ({ loseContext }) });
    const { canDrawMaps } = await freshModule();
    expect(canDrawMaps()).toBe(true);
    expect(canDrawMaps()).toBe(true);
    expect(createElement).toHaveBeenCalledTimes(1);
    expect(loseContext).toHaveBeenCalledTimes(1);
  });

  it('says no without WebGL 2 or 1, and keeps that answer too', async () => {
    const { createElement, getContext } = stubDocument(null);
    const { canDrawMaps } = await freshModule();
    expect(canDrawMaps()).toBe(false);
    expect(canDrawMaps()).toBe(false);
    expect(getContext.mock.calls.map(([kind]) => kind)).toEqual(['webgl2', 'webgl']);
    expect(createElement).toHaveBeenCalledTimes(1);
  });
});
