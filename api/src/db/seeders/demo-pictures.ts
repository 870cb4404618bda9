import { Resvg } from '@resvg/resvg-js';
import jpeg from 'jpeg-js';
import type { PoolClient } from 'pg';
import type { PropertyType } from '../../contracts/index.js';
import { bytesSource, type ContentStore } from '../../storage/content-store.js';
import { sceneSvg, type SceneKind } from './demo-scenes.js';

/** How many drawings of each scene the demo stores: 18 pictures, about 2.5 s to draw and 0.7 MB in the store. */
const VARIANTS: Record<SceneKind, number> = { house: 4, row: 2, tower: 3, walkup: 3, living: 2, kitchen: 2, bedroom: 2 };
/** Wide enough for a card on a 3x phone and the listing page's gallery; 30-60 KB each as JPEG at this quality. */
const PICTURE_WIDTH = 800;
const JPEG_QUALITY = 78;

/** The content ids of the stored drawings, by scene. */
export type DemoPictures = Record<SceneKind, string[]>;

/** The front a listing of this type shows first: a house, a row of townhouses, a condo tower or a walk-up. */
const FRONT: Record<PropertyType, SceneKind> = {
  'house-detached': 'house',
  'house-semi-detached': 'house',
  'house-attached': 'row',
  townhouse: 'row',
  condo: 'tower',
  studio: 'tower',
  apartment: 'walkup',
  basement: 'house',
};

/** One scene as a JPEG: resvg draws the SVG, jpeg-js (pure JavaScript) encodes it. */
function drawPicture(kind: SceneKind, variant: number): Uint8Array {
  const image = new Resvg(sceneSvg(kind, variant + 1), { fitTo: { mode: 'width', value: PICTURE_WIDTH } }).render();
  return jpeg.encode({ data: image.pixels, width: image.width, height: image.height }, JPEG_QUALITY).data;
}

/**
 * Draws the demo's pictures, adds them to the content store and records them as uploads of `ownerId` (the demo
 * landlord), as listing photos are. In the demo's transaction.
 */
export async function storeDemoPictures(db: PoolClient, store: ContentStore, ownerId: number): Promise<DemoPictures> {
  const pictures = {} as DemoPictures;
  for (const kind of Object.keys(VARIANTS) as SceneKind[]) {
    pictures[kind] = [];
    for (let variant = 0; variant < VARIANTS[kind]; variant++) {
      const name = `demo-${kind}-${variant + 1}.jpg`;
      const { cid, size } = await store.add(bytesSource(drawPicture(kind, variant)), { name, mimeType: 'image/jpeg' });
      await db.query(`insert into stored_files (cid, name, size, mime_type, category, uploaded_by) values ($1, $2, $3, 'image/jpeg', 'image', $4)`, [cid, name, size, ownerId]);
      pictures[kind].push(cid);
    }
  }
  return pictures;
}

/** A listing's pictures: its front (by type), then a living room and a kitchen or bedroom; `index` varies them. */
export function listingPictures(pictures: DemoPictures, propertyType: PropertyType, index: number): string[] {
  const pick = (kind: SceneKind, n: number) => pictures[kind][n % pictures[kind].length]!;
  return [pick(FRONT[propertyType], index), pick('living', index), pick(index % 2 ? 'kitchen' : 'bedroom', Math.floor(index / 2))];
}
