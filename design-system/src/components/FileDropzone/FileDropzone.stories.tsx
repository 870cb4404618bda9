import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState } from 'react';
import { expect, fn, waitFor, within, type Mock } from 'storybook/test';
import { FileDropzone, type UploadItem } from './FileDropzone';
import type { FileRejection } from './validateFiles';
import { photos } from '../../storybook/fixtures';
import { DesignSystemProvider } from '../Provider/DesignSystemProvider';

/** Simulates the spec's upload steps: 10 %, 30 %, 80 %, 100 %. */
function UploadDemo(props: Partial<React.ComponentProps<typeof FileDropzone>>) {
  const [items, setItems] = useState<UploadItem[]>(props.items ? [...props.items] : []);
  const seq = useRef(0);
  const onFiles = (files: File[]) => {
    props.onFiles?.(files);
    files.forEach((f) => {
      const id = `f${seq.current++}`;
      setItems((xs) => [...xs, { id, name: f.name, size: f.size, progress: 10 }]);
      [30, 80, 100].forEach((p, i) =>
        setTimeout(() => setItems((xs) => xs.map((x) => (x.id === id ? { ...x, progress: p } : x))), 150 * (i + 1)),
      );
    });
  };
  return (
    <FileDropzone
      label="Lease documents"
      {...props}
      items={items}
      onFiles={onFiles}
      onRemove={(id) => setItems((xs) => xs.filter((x) => x.id !== id))}
    />
  );
}

const meta = {
  title: 'Forms/FileDropzone',
  component: FileDropzone,
  args: {
    label: 'Lease documents',
    maxFiles: 5,
    accept: ['application/pdf', '.docx'],
    acceptLabel: 'PDF, DOCX',
    maxSize: 10 * 1024 * 1024,
    onReject: fn(),
    onFiles: fn(),
  },
  render: (args) => <UploadDemo {...args} />,
} satisfies Meta<typeof FileDropzone>;
export default meta;
type Story = StoryObj<typeof meta>;

const pdf = (name: string) => new File(['%PDF-1.4'], name, { type: 'application/pdf' });

/** Puts files on the hidden picker input, as the browser does after a selection. */
function pick(root: HTMLElement, files: File[]) {
  const input = root.querySelector<HTMLInputElement>('input[type="file"]')!;
  const dt = new DataTransfer();
  files.forEach((f) => dt.items.add(f));
  input.files = dt.files;
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

export const Empty: Story = {};

/** Too many files: 'Too Many Files' / 'You can only upload up to 5 files.' */
export const TooManyFiles: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    pick(canvasElement, Array.from({ length: 6 }, (_, i) => pdf(`lease-${i}.pdf`)));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Too Many Files');
    await expect(alert).toHaveTextContent('You can only upload up to 5 files.');
    const rejection = (args.onReject as Mock).mock.calls[0][0] as FileRejection;
    await expect(rejection.reason).toBe('too-many-files');
    await expect(args.onFiles).not.toHaveBeenCalled();
  },
};

/** Unsupported types are refused with 'Unsupported File Type'; valid ones in the batch still upload. */
export const UnsupportedType: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    pick(canvasElement, [pdf('lease.pdf'), new File(['x'], 'photo.gif', { type: 'image/gif' })]);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Unsupported File Type');
    await expect((args.onReject as Mock).mock.calls[0][0].reason).toBe('unsupported-type');
    await expect(args.onFiles).toHaveBeenCalledOnce();
    await waitFor(() => expect(canvas.getByText('lease.pdf')).toBeInTheDocument());
  },
};

/** Files over maxSize are refused. */
export const TooLarge: Story = {
  args: { maxSize: 4 },
  play: async ({ canvas, canvasElement }) => {
    pick(canvasElement, [pdf('huge.pdf')]);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('File Too Large');
  },
};

/** Accepted files show progress until 100 %. */
export const UploadProgress: Story = {
  play: async ({ canvas, canvasElement }) => {
    pick(canvasElement, [pdf('signed-lease.pdf')]);
    const bar = await canvas.findByRole('progressbar', { name: 'Uploading signed-lease.pdf' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '100'), { timeout: 2000 });
  },
};

export const WithFiles: Story = {
  args: {
    items: [
      { id: 'a', name: 'lease-agreement.pdf', size: 284_000, progress: 100 },
      { id: 'b', name: 'floor-plan.pdf', size: 1_200_000, progress: 30 },
      { id: 'c', name: 'id-scan.docx', size: 90_000, progress: 80, status: 'error', error: 'Upload failed' },
    ],
  },
};
/** Uploaded rows can carry a thumbnail and a detail line (the web shows the image and its IPFS content id). */
export const UploadedWithPreview: Story = {
  args: {
    label: 'Add images and videos',
    listLabel: 'Images and videos: files',
    items: [
      { id: 'a', name: 'living-room.jpg', size: 420_000, progress: 100, previewSrc: photos[0], detail: 'IPFS bafybeigdyrzt5sfp7udm7hu76uh7y26nf3efuylqabf3oclgtqy55fbzdi' },
      { id: 'b', name: 'kitchen.jpg', size: 380_000, progress: 30 },
      { id: 'c', name: 'tour.mp4', size: 9_000_000, progress: 80, status: 'error', error: 'Upload failed: 413 Payload Too Large' },
    ],
  },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Images and videos: files' });
    await expect(list).toHaveTextContent('IPFS bafybeigdyrzt5sfp7udm7hu76uh7y26nf3efuylqabf3oclgtqy55fbzdi');
    await expect(list).toHaveTextContent('Upload failed: 413 Payload Too Large');
    await expect(canvas.getByRole('progressbar', { name: 'Uploading kitchen.jpg' })).toHaveAttribute('aria-valuenow', '30');
  },
};
/** A row can carry a badge and buttons of its own before Remove (the web orders a listing's photos with them). */
export const WithRowActions: Story = {
  args: {
    label: 'Add images and videos',
    listLabel: 'Images and videos: files',
    onRemove: fn(),
    items: [
      { id: 'a', name: 'living-room.jpg', size: 420_000, progress: 100, previewSrc: photos[0], badge: <strong>Cover</strong> },
      { id: 'b', name: 'kitchen.jpg', size: 380_000, progress: 100, previewSrc: photos[1] },
    ],
    itemActions: (item: UploadItem, index: number) => (index > 0 ? <button type="button">{`Make ${item.name} the cover`}</button> : null),
  },
  play: async ({ canvas }) => {
    const rows = within(canvas.getByRole('list', { name: 'Images and videos: files' })).getAllByRole('listitem');
    await expect(rows[0]).toHaveTextContent('Cover');
    await expect(within(rows[1]!).getByRole('button', { name: 'Make kitchen.jpg the cover' })).toBeVisible();
    await expect(within(rows[1]!).getByRole('button', { name: 'Remove kitchen.jpg' })).toBeVisible();
  },
};
export const Disabled: Story = { args: { isDisabled: true } };
/** A one-file zone (a signed contract) speaks of one file, not 'Up to 1 files'. */
export const SingleFile: Story = {
  args: { label: 'Signed contract', maxFiles: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Drag a file here or browse\./)).toBeVisible();
    await expect(canvas.getByText('One file · PDF, DOCX · max 10 MB')).toBeVisible();
  },
};
export const Catalog: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 24 }}>
      <UploadDemo {...args} label="Images and videos" accept={['image/*', 'video/*']} acceptLabel="Images, videos" maxFiles={20} />
      <UploadDemo {...args} items={[{ id: 'a', name: 'lease.pdf', size: 120_000, progress: 100 }, { id: 'b', name: 'terms.pdf', size: 88_000, progress: 10 }]} />
    </div>
  ),
};

/** The dropzone's own words in fr-CA (DesignSystemProvider locale): hints, limits (« 10 Mo »), buttons, row names, rejections. */
export const CatalogFrench: Story = {
  decorators: [
    (Story) => (
      <DesignSystemProvider locale="fr-CA">
        <Story />
      </DesignSystemProvider>
    ),
  ],
  render: (args) => (
    <div style={{ display: 'grid', gap: 24 }}>
      <UploadDemo {...args} label="Bail signé" maxFiles={1} />
      <UploadDemo
        {...args}
        label="Documents du bail"
        items={[
          { id: 'a', name: 'bail.pdf', size: 1_572_864, progress: 100 },
          { id: 'b', name: 'plan.pdf', size: 88_000, progress: 30 },
          { id: 'c', name: 'piece-identite.docx', size: 90_000, progress: 80, status: 'error' },
        ]}
      />
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    // Testing Library reads non-breaking spaces as spaces; the text itself keeps them (OQLF: « 10 Mo »).
    await expect(canvas.getByText('Un seul fichier · PDF, DOCX · max. 10 Mo')).toBeVisible();
    await expect(canvas.getByText('Jusqu’à 5 fichiers · PDF, DOCX · max. 10 Mo chacun')).toBeVisible();
    await expect(canvasElement.textContent).toContain('Jusqu’à 5\u00a0fichiers · PDF, DOCX · max. 10\u00a0Mo chacun');
    await expect(canvas.getAllByRole('button', { name: 'Parcourir les fichiers' })).toHaveLength(2);
    const list = canvas.getByRole('list', { name: 'Fichiers' });
    await expect(list).toHaveTextContent('1,5 Mo');
    await expect(list).toHaveTextContent('Échec du téléversement');
    await expect(canvas.getByRole('button', { name: 'Retirer plan.pdf' })).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: 'Téléversement de plan.pdf' })).toBeVisible();
    pick(canvasElement, [pdf('a.pdf'), pdf('b.pdf')]); // the first zone takes one file
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Trop de fichiers');
    await expect(alert).toHaveTextContent('Vous pouvez téléverser un seul fichier.');
  },
};
