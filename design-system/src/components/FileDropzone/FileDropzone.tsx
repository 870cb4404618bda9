import { useState, type ReactNode } from 'react';
import { DropZone, FileTrigger, ProgressBar, Text, type DropItem } from 'react-aria-components';
import { AlertIcon, CloseIcon, FileIcon, UploadIcon } from '../../icons/Icons';
import { cx } from '../../utils/cx';
import * as shared from '../../styles/shared.css';
import { Button } from '../Button/Button';
import * as styles from './FileDropzone.css';
import { useStrings } from '../Provider/strings';
import { formatBytes, validateFiles, type FileLimits, type FileRejection } from './validateFiles';

/** A file in the upload list; the app owns upload state and feeds progress back in. */
export interface UploadItem {
  id: string;
  name: string;
  /** In bytes; absent for a file stored before (a listing's photo being edited), which shows none. */
  size?: number;
  /** 0-100; the spec shows 10, 30, 80, 100. */
  progress: number;
  status?: 'uploading' | 'done' | 'error';
  /** Shown in place of the progress figure when `status` is 'error' (the reason, e.g. 'Upload failed: 413 …'). */
  error?: string;
  /** Thumbnail in place of the file icon, e.g. the stored address of an uploaded image. */
  previewSrc?: string;
  /** A line under the name once uploaded, e.g. the file's content id ('IPFS bafy…'). */
  detail?: ReactNode;
  /** Beside the name, e.g. a 'Cover' badge on a listing's first photo. */
  badge?: ReactNode;
}

export interface FileDropzoneProps extends Omit<FileLimits, 'currentCount'> {
  label: ReactNode;
  /** Hint under the title, e.g. 'Images and videos, up to 20 files'. */
  description?: ReactNode;
  /** Files being uploaded or uploaded; counts toward `maxFiles`. */
  items?: readonly UploadItem[];
  /** Accepted files from a drop or the file picker. */
  onFiles?: (files: File[]) => void;
  /** Refused files with spec texts, e.g. show `toast({ title, description: message, variant: 'destructive' })`. */
  onReject?: (rejection: FileRejection) => void;
  onRemove?: (id: string) => void;
  isDisabled?: boolean;
  /** Also show the last rejection inline (default true). */
  showRejections?: boolean;
  /** Accessible name of the file list; give each dropzone of a form its own (default 'Files' in the locale). */
  listLabel?: string;
  /** Buttons for a row, before its Remove (a listing's photo order); the row wraps them under the file on a phone. */
  itemActions?: (item: UploadItem, index: number) => ReactNode;
}

async function filesFromDrop(items: DropItem[]): Promise<File[]> {
  const fileItems = items.filter((i): i is Extract<DropItem, { kind: 'file' }> => i.kind === 'file');
  return Promise.all(fileItems.map((i) => i.getFile()));
}

/** Drop area plus 'Browse files' button, limit checks, and a per-file progress list. */
export function FileDropzone({
  label,
  description,
  items = [],
  maxFiles = 10,
  accept = [],
  acceptLabel,
  maxSize,
  onFiles,
  onReject,
  onRemove,
  itemActions,
  isDisabled,
  showRejections = true,
  listLabel,
}: FileDropzoneProps) {
  const strings = useStrings();
  const [lastRejection, setLastRejection] = useState<FileRejection | null>(null);

  const handle = (files: File[]) => {
    if (files.length === 0) return;
    const { accepted, rejections } = validateFiles(files, { maxFiles, accept, acceptLabel, maxSize, currentCount: items.length }, strings);
    setLastRejection(rejections.at(-1) ?? null);
    rejections.forEach((r) => onReject?.(r));
    if (accepted.length) onFiles?.(accepted);
  };

  return (
    <div className={styles.root}>
      <DropZone
        className={styles.zone}
        isDisabled={isDisabled}
        getDropOperation={() => 'copy'}
        onDrop={async (e) => handle(await filesFromDrop(e.items))}
      >
        <span className={styles.zoneIcon} aria-hidden>
          <UploadIcon size={20} />
        </span>
        <Text slot="label" className={styles.zoneTitle}>
          {label}
        </Text>
        <span>
          {strings.dropHint(maxFiles)} {description}
        </span>
        <span>
          {strings.fileLimit(maxFiles)}
          {acceptLabel ? ` · ${acceptLabel}` : ''}
          {maxSize ? ` · ${strings.maxSize(formatBytes(maxSize, strings), maxFiles !== 1)}` : ''}
        </span>
        <FileTrigger
          allowsMultiple={maxFiles > 1}
          acceptedFileTypes={accept.length ? [...accept] : undefined}
          onSelect={(list) => handle(list ? Array.from(list) : [])}
        >
          <Button variant="outline" size="sm" isDisabled={isDisabled}>
            {strings.browseFiles}
          </Button>
        </FileTrigger>
      </DropZone>

      {showRejections && lastRejection ? (
        <div role="alert" className={styles.alert}>
          <AlertIcon />
          <div>
            <strong>{lastRejection.title}</strong> <span>{lastRejection.message}</span>
          </div>
        </div>
      ) : null}

      {items.length ? (
        <ul className={styles.list} aria-label={listLabel ?? strings.files}>
          {items.map((item, index) => (
            <UploadRow key={item.id} item={item} onRemove={onRemove} actions={itemActions?.(item, index)} />
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function UploadRow({ item, onRemove, actions }: { item: UploadItem; onRemove?: (id: string) => void; actions?: ReactNode }) {
  const strings = useStrings();
  const status = item.status ?? (item.progress >= 100 ? 'done' : 'uploading');
  return (
    <li className={cx(styles.item, actions != null && styles.itemWithActions)} data-upload-id={item.id}>
      {item.previewSrc ? <img className={styles.preview} src={item.previewSrc} alt="" loading="lazy" /> : <FileIcon size={20} />}
      <ProgressBar value={item.progress} aria-label={strings.uploading(item.name)} className={styles.itemBody}>
        {({ percentage }) => (
          <>
            <div className={styles.itemRow}>
              <span className={styles.itemName}>{item.name}</span>
              {item.badge}
              <span className={styles.itemMeta}>
                {status === 'error' ? item.error ?? strings.uploadFailed : status === 'done' ? (item.size === undefined ? null : formatBytes(item.size, strings)) : `${Math.round(percentage ?? 0)}%`}
              </span>
            </div>
            <div className={styles.track}>
              <div
                className={cx(styles.fill, status === 'done' && styles.fillDone, status === 'error' && styles.fillError)}
                style={{ width: `${percentage}%` }}
              />
            </div>
            {status === 'done' && item.detail ? <span className={styles.itemDetail}>{item.detail}</span> : null}
          </>
        )}
      </ProgressBar>
      {actions != null || onRemove ? (
        <div className={styles.itemActions}>
          {actions}
          {onRemove ? (
            <Button variant="icon" size="sm" aria-label={strings.remove(item.name)} onPress={() => onRemove(item.id)}>
              <CloseIcon />
            </Button>
          ) : null}
        </div>
      ) : null}
      <span className={shared.visuallyHidden}>{status === 'done' ? strings.uploaded : null}</span>
    </li>
  );
}
