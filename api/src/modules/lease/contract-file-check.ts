import { DomainError } from '../../common/domain-error.js';
import { CONTRACT_MAX_BYTES, CONTRACT_MIME_TYPES, CONTRACT_SIZE_MESSAGE, CONTRACT_TYPE_MESSAGE } from '../../contracts/index.js';
import { StoredFile } from '../upload/stored-file.entity.js';
import type { ContractFileCheck } from './lease.service.js';

/**
 * A lease's contract must be a file the landlord uploaded: the upload service checked its bytes (magic numbers)
 * and recorded the real type and size, which win over what the client claims.
 */
export const verifyContractUpload: ContractFileCheck = async (em, uploaderId, contract) => {
  const file = await em.findOne(StoredFile, { cid: contract.ipfsHash, uploadedBy: uploaderId }, { orderBy: { id: 'desc' } });
  if (!file) {
    throw new DomainError('VALIDATION_FAILED', 'The contract file was not found among your uploads. Please upload it again.', {
      issues: [{ path: 'contractDocument.ipfsHash', message: 'Unknown upload' }],
    });
  }
  if (!(CONTRACT_MIME_TYPES as readonly string[]).includes(file.mimeType)) throw new DomainError('VALIDATION_FAILED', CONTRACT_TYPE_MESSAGE);
  if (file.size > CONTRACT_MAX_BYTES) throw new DomainError('VALIDATION_FAILED', CONTRACT_SIZE_MESSAGE);
  return { ...contract, size: file.size };
};
