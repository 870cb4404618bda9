/** Whether this browser can draw a MapLibre map (WebGL 2, or 1); checked once, before loading the map's code. */
export function canDrawMaps(): boolean {
  try {
    const canvas = document.createElement('canvas');
    return !!(canvas.getContext('webgl2') ?? canvas.getContext('webgl'));
  } catch {
    return false;
  }
}
