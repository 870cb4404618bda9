import { useState } from 'react';
import { ToggleButton, ToggleButtonGroup, type Key } from 'react-aria-components';
import { ChevronLeftIcon, ChevronRightIcon } from '../../icons/Icons';
import { cx } from '../../utils/cx';
import { Button } from '../Button/Button';
import { useStrings } from '../Provider/strings';
import { ImageWithFallback } from '../Image/Image';
import * as styles from './Gallery.css';

export interface GalleryImage {
  src: string;
  alt: string;
}

export interface GalleryProps {
  images: readonly GalleryImage[];
  /** Shown for missing or broken images. */
  fallbackSrc?: string;
  /** Accessible name of the gallery, e.g. the property title. */
  label?: string;
}

/** Large photo with previous/next buttons and a thumbnail strip (property detail page). */
export function Gallery({ images, fallbackSrc, label }: GalleryProps) {
  const strings = useStrings();
  const [index, setIndex] = useState(0);
  const count = images.length;
  const current = images[Math.min(index, Math.max(0, count - 1))];
  const go = (delta: number) => setIndex((i) => (i + delta + count) % count);

  return (
    <section className={styles.root} aria-label={label ?? strings.photos} aria-roledescription="carousel">
      <div className={styles.stage}>
        {/* High priority: the large photo is what a page with a gallery is waiting for (its largest paint). */}
        <ImageWithFallback src={current?.src} fallbackSrc={fallbackSrc} alt={current?.alt ?? strings.noPhotos} loading="eager" fetchPriority="high" />
        {count > 1 ? (
          <>
            <Button variant="icon" aria-label={strings.previousPhoto} className={cx(styles.nav, styles.prev)} onPress={() => go(-1)}>
              <ChevronLeftIcon size={20} />
            </Button>
            <Button variant="icon" aria-label={strings.nextPhoto} className={cx(styles.nav, styles.next)} onPress={() => go(1)}>
              <ChevronRightIcon size={20} />
            </Button>
            <span className={styles.counter} aria-live="polite">
              {index + 1} / {count}
            </span>
          </>
        ) : null}
      </div>
      {count > 1 ? (
        <ToggleButtonGroup
          aria-label={strings.choosePhoto}
          selectionMode="single"
          disallowEmptySelection
          selectedKeys={[String(index)]}
          onSelectionChange={(keys: Set<Key>) => {
            const [key] = keys;
            if (key !== undefined) setIndex(Number(key));
          }}
          className={styles.thumbs}
        >
          {images.map((img, i) => (
            <ToggleButton key={i} id={String(i)} aria-label={strings.photoOf(i + 1, count, img.alt)} className={styles.thumb}>
              <ImageWithFallback src={img.src} fallbackSrc={fallbackSrc} alt="" />
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      ) : null}
    </section>
  );
}
