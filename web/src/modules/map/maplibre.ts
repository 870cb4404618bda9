import { Map as MapLibreMap, NavigationControl, setWorkerUrl, type MapOptions } from 'maplibre-gl';
import 'maplibre-gl/dist/maplibre-gl.css';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { loadMapStyle } from './map-style';

// The worker is a build file of its own (Vite gives its hashed URL), served by this app like every script.
setWorkerUrl(workerUrl);

/** MapLibre's own control texts, in the page's language. */
const controlTexts = () => ({
  'NavigationControl.ZoomIn': i18n._(msg`Zoom in`),
  'NavigationControl.ZoomOut': i18n._(msg`Zoom out`),
  'NavigationControl.ResetBearing': i18n._(msg`Reset bearing to north`),
  'AttributionControl.ToggleAttribution': i18n._(msg`Toggle attribution`),
  'CooperativeGesturesHandler.WindowsHelpText': i18n._(msg`Use Ctrl + scroll to zoom the map`),
  'CooperativeGesturesHandler.MacHelpText': i18n._(msg`Use ⌘ + scroll to zoom the map`),
  'CooperativeGesturesHandler.MobileHelpText': i18n._(msg`Use two fingers to move the map`),
});

/**
 * A map in `container` with the configured style (MAP_STYLE_URL or the offline basemap), named `label` for
 * screen readers, with zoom buttons; page scrolling passes over it unless Ctrl or two fingers are used.
 */
export async function createMap(container: HTMLElement, label: string, options: Omit<MapOptions, 'container' | 'style'>): Promise<MapLibreMap> {
  const style = await loadMapStyle();
  const map = new MapLibreMap({
    container,
    style,
    attributionControl: { compact: true },
    cooperativeGestures: true,
    dragRotate: false,
    locale: { ...controlTexts(), 'Map.Title': label },
    ...options,
  });
  map.addControl(new NavigationControl({ showCompass: false }), 'top-right');
  return map;
}
