import { z } from 'zod';
import { NAME_MAX } from './field-limits.js';

// Electronic signatures of a lease (docs/lease-signatures.md), shared by the signing dialog and POST /api/leases/{id}/signatures.

/** unsigned: nobody signed; partly_signed: one party did; signed: both did and the sealed copy is stored. */
export const LEASE_SIGNING_STATUSES = ['unsigned', 'partly_signed', 'signed'] as const;
export type LeaseSigningStatus = (typeof LEASE_SIGNING_STATUSES)[number];

/** Who signs a lease: its landlord (the listing's owner) and its tenant. */
export const SIGNATURE_ROLES = ['landlord', 'tenant'] as const;
export type SignatureRole = (typeof SIGNATURE_ROLES)[number];

export const SIGNATURE_NAME_REQUIRED_MESSAGE = 'Please type your full name to sign.';
export const SIGNATURE_CONSENT_MESSAGE = 'Please confirm that you agree to sign this lease electronically.';

/** The sentence the signing dialog shows beside its checkbox; `consent: true` says the signer agreed to it. */
export const SIGNATURE_CONSENT_TEXT = 'I agree to sign this lease electronically, and that my typed name is my signature.';

/**
 * A name as signatures compare it: case, spaces around and runs of spaces inside ignored (and Unicode composed
 * alike, so an "é" typed as e + accent matches).
 */
export const normalizedSignerName = (name: string): string => name.normalize('NFC').trim().replace(/\s+/g, ' ').toLocaleLowerCase('en-CA');

/** POST /api/leases/{id}/signatures: the signer's full name as typed, and their consent to sign electronically. */
export const signLeaseSchema = z
  .object({
    fullName: z
      .string({ error: SIGNATURE_NAME_REQUIRED_MESSAGE })
      .trim()
      .min(1, SIGNATURE_NAME_REQUIRED_MESSAGE)
      .max(NAME_MAX, 'Name is too long')
      // Kept as typed, but with one space between words: the signature page prints it so.
      .transform((name) => name.replace(/\s+/g, ' ')),
    consent: z.literal(true, { error: SIGNATURE_CONSENT_MESSAGE }),
  })
  .strict();
export type SignLeaseInput = z.infer<typeof signLeaseSchema>;

/** A signer as a sealed lease prints them, and as verification answers. */
export interface LeaseSigner {
  name: string;
  role: SignatureRole;
  /** ISO 8601. */
  signedAt: string;
}

/**
 * POST /api/verify: what a file is. `leaseId` and `signers` only for a sealed Hearth document (what its signature page
 * prints): a lease, or an inspection report of that lease (`inspectionId`).
 */
export interface LeaseVerification {
  valid: boolean;
  cid: string;
  leaseId?: number;
  /** Set when the file is a sealed inspection report of the lease (docs/inspections.md). */
  inspectionId?: number;
  signers: LeaseSigner[];
}

export const NOT_A_PDF_MESSAGE = 'This file is not a PDF. Choose the signed lease PDF you downloaded from Hearth.';
