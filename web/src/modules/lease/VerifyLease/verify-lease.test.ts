import { describe, expect, it } from 'vitest';
import { VERIFY_MAX_BYTES, verifyLeaseFile } from './verify-lease';

const pdf = new File(['%PDF-1.7 sealed'], 'lease-12-signed.pdf', { type: 'application/pdf' });
const answering = (status: number, body: unknown) => async (url: string, init: RequestInit) => {
  expect(url).toBe('/api/verify');
  expect(init.method).toBe('POST');
  expect((init.body as FormData).get('file')).toBeInstanceOf(Blob);
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
};

describe('verifyLeaseFile (the /verify page asking POST /api/verify)', () => {
  it('reads a sealed lease: its number, signers and content id', async () => {
    const signers = [{ name: 'Dana Landlord', role: 'landlord', signedAt: '2026-11-20T15:00:00.000Z' }];
    await expect(verifyLeaseFile(pdf, answering(200, { valid: true, cid: 'bafyseal', leaseId: 12, signers }))).resolves.toEqual({
      status: 'valid',
      cid: 'bafyseal',
      leaseId: 12,
      signers,
    });
  });

  it('says not valid for anything else, a changed byte included', async () => {
    await expect(verifyLeaseFile(pdf, answering(200, { valid: false, cid: 'bafyother', signers: [] }))).resolves.toEqual({ status: 'invalid', cid: 'bafyother' });
  });

  it('tells a file that is not a PDF, a file too big and a failure apart', async () => {
    await expect(verifyLeaseFile(pdf, answering(400, { code: 'NOT_A_PDF', message: 'This file is not a PDF.' }))).resolves.toEqual({ status: 'notPdf' });
    await expect(verifyLeaseFile(pdf, answering(413, { code: 'PAYLOAD_TOO_LARGE' }))).resolves.toEqual({ status: 'tooBig' });
    await expect(verifyLeaseFile(pdf, answering(500, { message: 'boom' }))).resolves.toEqual({ status: 'error' });
    await expect(verifyLeaseFile(pdf, () => Promise.reject(new TypeError('offline')))).resolves.toEqual({ status: 'error' });
  });

  it('does not send a file over the limit', async () => {
    const big = { size: VERIFY_MAX_BYTES + 1, name: 'scan.pdf' } as unknown as File;
    await expect(verifyLeaseFile(big, () => Promise.reject(new Error('must not be called')))).resolves.toEqual({ status: 'tooBig' });
  });
});
