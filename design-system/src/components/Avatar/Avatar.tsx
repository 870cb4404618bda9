import { useState } from 'react';
import { cx } from '../../utils/cx';
import { useStrings } from '../Provider/strings';
import { initials } from '../../utils/initials';
import * as styles from './Avatar.css';

export interface AvatarProps {
  name?: string | null;
  /** Photo; falls back to initials when missing or broken. */
  src?: string | null;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  className?: string;
}

/** Round avatar: photo or initials (first letters of up to 2 words, else 'U'). */
export function Avatar({ name, src, size = 'md', className }: AvatarProps) {
  const [broken, setBroken] = useState(false);
  const strings = useStrings();
  const label = name?.trim() || strings.user;
  return (
    <span role="img" aria-label={label} className={cx(styles.avatar, styles.sizes[size], className)}>
      {src && !broken ? (
        <img src={src} alt="" className={styles.img} onError={() => setBroken(true)} />
      ) : (
        <span aria-hidden>{initials(name)}</span>
      )}
    </span>
  );
}
