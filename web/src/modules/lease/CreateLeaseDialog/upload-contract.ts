import type { ContractDocumentInput } from '@hearth/api/contracts';
import { uploadFile } from '../../../lib/upload';

/** Upload a signed contract through the shared presigned-url flow (progress 10/30/80/100) as a §3 contractDocument. */
export async function uploadContract(file: File, onProgress: (percent: number) => void): Promise<ContractDocumentInput> {
  const uploaded = await uploadFile(file, 'contract', onProgress);
  return { name: uploaded.name, type: 'lease-agreement', ipfsHash: uploaded.ipfsHash, size: uploaded.size };
}
