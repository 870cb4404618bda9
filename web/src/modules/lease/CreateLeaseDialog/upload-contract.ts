import type { ContractDocumentInput } from '@hearth/api/contracts/lease.schema';
import type { I18n } from '@lingui/core';
import { uploadFile } from '../../../lib/upload';

/** Upload a signed contract through the shared presigned-url flow (progress 10/30/80/100) as the lease's `contractDocument` (docs/product.md#entities). */
export async function uploadContract(file: File, onProgress: (percent: number) => void, i18n: I18n): Promise<ContractDocumentInput> {
  const uploaded = await uploadFile(file, 'contract', onProgress, i18n);
  return { name: uploaded.name, type: 'lease-agreement', ipfsHash: uploaded.ipfsHash, size: uploaded.size };
}
