import { useRef } from 'react';
import { Button, CloseIcon, FileIcon, UploadIcon } from '@hearth/design-system';
import type { UploadedFile } from '../../../lib/upload';
import * as styles from './ListProperty.css';

export interface UploadingFile {
  key: string;
  name: string;
  progress: number;
}

export interface FileUploaderProps {
  id: string;
  label: string;
  hint: string;
  accept: string;
  max: number;
  uploading: UploadingFile[];
  uploaded: UploadedFile[];
  onFiles: (files: File[]) => void;
  onRemove: (id: string) => void;
}

/** Pick files, watch each one's progress (10/30/80/100), then see it in the uploaded list with its content id. */
export function FileUploader({ id, label, hint, accept, max, uploading, uploaded, onFiles, onRemove }: FileUploaderProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <div className={styles.stack}>
      <div className={styles.drop}>
        <UploadIcon size={28} aria-hidden="true" />
        <span>{hint}</span>
        <span>
          {uploaded.length} of {max} files
        </span>
        <input
          ref={input}
          id={id}
          className={styles.hiddenInput}
          type="file"
          multiple
          accept={accept}
          aria-label={label}
          onChange={(e) => {
            const picked = Array.from(e.currentTarget.files ?? []);
            e.currentTarget.value = '';
            if (picked.length) onFiles(picked);
          }}
        />
        <Button variant="outline" size="sm" onPress={() => input.current?.click()}>
          Choose files
        </Button>
      </div>
      {uploading.length || uploaded.length ? (
        <ul className={styles.files} aria-label={`${label}: files`}>
          {uploading.map((f) => (
            <li key={f.key} className={styles.file}>
              <span className={styles.thumb}>
                <FileIcon aria-hidden="true" />
              </span>
              <div>
                <div className={styles.fileName}>{f.name}</div>
                <div className={styles.bar} role="progressbar" aria-label={`Uploading ${f.name}`} aria-valuenow={f.progress} aria-valuemin={0} aria-valuemax={100}>
                  <div className={styles.barFill} style={{ width: `${f.progress}%` }} />
                </div>
              </div>
              <span className={styles.fileMeta}>{f.progress}%</span>
            </li>
          ))}
          {uploaded.map((f) => (
            <li key={f.id} className={styles.file}>
              {f.category === 'image' ? (
                <img className={styles.thumb} src={f.url} alt="" />
              ) : (
                <span className={styles.thumb}>
                  <FileIcon aria-hidden="true" />
                </span>
              )}
              <div>
                <div className={styles.fileName}>{f.name}</div>
                <div className={styles.fileMeta}>IPFS {f.ipfsHash}</div>
              </div>
              <Button variant="icon" size="sm" aria-label={`Remove ${f.name}`} onPress={() => onRemove(f.id)}>
                <CloseIcon />
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
