import { DomainError, fieldIssue } from '../../common/domain-error.js';
import { CONTRACT_MAX_BYTES, CONTRACT_MIME_TYPES, CONTRACT_SIZE_MESSAGE, CONTRACT_TYPE_MESSAGE } from '../../contracts/index.js';
import type { UploadService } from '../upload/index.js';
import type { ContractFileCheck } from './lease.service.js';

/**
 * A lease's contract must be a file the landlord uploaded: the upload service checked its bytes (magic numbers)
 * and recorded the real type and size, which win over what the client claims. The upload module's own lookup is
 * used, so a CID in another spelling (CIDv0, say) finds the same upload and is stored in its canonical form.
 */
export function contractUploadCheck(upload: Pick<UploadService, 'findOwnedFile'>): ContractFileCheck {
  return async (ctx, contract) => {
    const file = await upload.findOwnedFile(ctx, contract.ipfsHash);
    if (!file) {
      throw new DomainError('VALIDATION_FAILED', 'The contract file was not found among your uploads. Please upload it again.', {
        issues: [fieldIssue('contractDocument.ipfsHash', 'Unknown upload')],
      });
    }
    if (!(CONTRACT_MIME_TYPES as readonly string[]).includes(file.mimeType)) throw new DomainError('VALIDATION_FAILED', CONTRACT_TYPE_MESSAGE);
    if (file.size > CONTRACT_MAX_BYTES) throw new DomainError('VALIDATION_FAILED', CONTRACT_SIZE_MESSAGE);
    return { ...contract, ipfsHash: file.cid, size: file.size };
  };
}
