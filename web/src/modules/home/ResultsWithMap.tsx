import type { ReactNode } from 'react';
import { PlainButton } from '@hearth/design-system';
import { useLingui } from '@lingui/react/macro';
import { useAfterIdle } from '../../lib/use-after-idle';
import * as styles from './Home.css';

export type ResultsView = 'list' | 'map';

export interface HomeMapProps {
  /** Phones and tablets show one of the two; large screens both (`wide`). */
  view: ResultsView;
  onViewChange: (view: ResultsView) => void;
  wide: boolean;
  /** The map (HomeMapContainer), drawn only while shown. */
  pane: ReactNode;
}

/**
 * The results beside their map on large screens; on phones and tablets a List / Map switch shows one at a time.
 * The map's code and pins load only when a map is on screen.
 */
export function ResultsWithMap({ map, children }: { map: HomeMapProps; children: ReactNode }) {
  const { t } = useLingui();
  const { view, wide } = map;
  // Beside the grid the map waits for an idle moment: its code must not compete with the page's first clicks.
  const idle = useAfterIdle(2000);
  return (
    <>
      <div className={styles.viewSwitch} role="group" aria-label={t`Show results as`}>
        <PlainButton variant={view === 'list' ? 'default' : 'outline'} size="sm" aria-pressed={view === 'list'} onClick={() => map.onViewChange('list')}>
          {t`List`}
        </PlainButton>
        <PlainButton variant={view === 'map' ? 'default' : 'outline'} size="sm" aria-pressed={view === 'map'} onClick={() => map.onViewChange('map')}>
          {t`Map`}
        </PlainButton>
      </div>
      <div className={styles.results}>
        {/* CSS lays out both panes (the prerendered page already has the map's place on large screens); the map
            itself mounts only where it shows. */}
        <div className={styles.listPane} data-view={view}>
          {children}
        </div>
        <div className={styles.mapPane} data-view={view}>
          {(wide && idle) || view === 'map' ? map.pane : null}
        </div>
      </div>
    </>
  );
}
