let drawable: boolean | undefined;

/**
 * Whether this browser can draw a MapLibre map (WebGL 2, or 1); checked once, before loading the map's code. A probe
 * creates a WebGL context (tens of milliseconds on a slow phone), so its answer is kept: a map slot renders many times.
 */
export function canDrawMaps(): boolean {
  if (drawable !== undefined) return drawable;
  try {
    const canvas = document.createElement('canvas');
    const context = canvas.getContext('webgl2') ?? canvas.getContext('webgl');
    drawable = !!context;
    // Let the probe's context go now rather than at garbage collection: browsers cap the live contexts.
    context?.getExtension('WEBGL_lose_context')?.loseContext();
  } catch {
    drawable = false;
  }
  return drawable;
}
