import { LockMode, UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { requireViewer, type Actor, type ServiceContext } from '../../common/actor.js';
import { DomainError, parseInput } from '../../common/domain-error.js';
import { icu } from '../../common/i18n.js';
import { calendarDayIn } from '../../common/time-zone.js';
import {
  INSPECTION_RULES,
  IN_PROVINCE,
  changesSinceMoveIn,
  createInspectionSchema,
  inLanguage,
  provinceTimeZone,
  type InspectionChange,
  type InspectionKind,
  type LeaseSigningStatus,
  type LeaseVerification,
  type Province,
  type SignatureRole,
} from '../../contracts/index.js';
import type { ContentStore } from '../../storage/content-store.js';
import {
  canReadLeaseDocument,
  checkSignerName,
  findLease,
  readSealedCopy,
  readerLanguage,
  sha256,
  signatureInput,
  signerRole,
  signingEvidence,
  signingLanguage,
  storeSealedCopy,
  type DocumentPdf,
  type Lease,
  type SigningOrigin,
} from '../lease/index.js';
import { findListing } from '../property/index.js';
import { findUser } from '../user/index.js';
import { renderInspectionDocument, renderSealedInspection, type InspectionDocumentInput } from './inspection-document.js';
import { Inspection, InspectionSignature, inspectionSignatureSummary } from './inspection.entity.js';
import { inspectableStatuses, inspectorRole, isInspectable, withinWindow } from './inspection.policy.js';

/** POST /api/inspections/{id}/signatures answers this (GraphQL signInspection too). */
export interface InspectionSignatureResult {
  inspectionId: number;
  role: SignatureRole;
  fullName: string;
  signedAt: string;
  documentSha256: string;
  signingStatus: LeaseSigningStatus;
  signedDocumentCid: string | null;
}

const NOT_FOUND = 'Inspection not found';

/**
 * Condition inspections of a lease's unit (docs/inspections.md): recorded by the landlord (or the tenant where the
 * province lets them), read by both parties and admins, signed by both exactly as the lease is (the lease module's
 * signing checks: consent, the typed name, the SHA-256 of the bytes signed, the sealed copy in the content store).
 */
export class InspectionService {
  constructor(
    private readonly deps: {
      store: ContentStore;
      /** The public verify page printed on sealed copies. */
      verifyUrl: string;
      now?: () => Date;
    },
  ) {}

  private now(): Date {
    return this.deps.now?.() ?? new Date();
  }

  /** POST /api/leases/{id}/inspections. */
  async create(ctx: ServiceContext, leaseId: number, input: unknown): Promise<Inspection> {
    const viewer = requireViewer(ctx);
    const inspection = await ctx.em
      .transactional(async (em) => {
        // Locked: two reports of one kind at once must not both pass the check below.
        const lease = await findLease(em, leaseId, { lock: true });
        if (!lease || !canReadLeaseDocument(viewer, lease)) throw new DomainError('NOT_FOUND', 'Lease not found');
        const province = provinceOf(lease);
        const rule = INSPECTION_RULES[province];
        const role = inspectorRole(signerRole(viewer, lease), rule);
        if (!role) throw forbidden(viewer, lease, province);
        const { kind, rooms } = parseInput(createInspectionSchema, input);
        if (!isInspectable(lease, kind)) {
          const message =
            kind === 'move-in'
              ? 'This lease is {status}: a move-in report is recorded for a pending or active lease.'
              : 'This lease is {status}: a move-out report is recorded for an active or ended lease.';
          throw new DomainError('LEASE_NOT_INSPECTABLE', icu(message, { status: lease.status }), { status: lease.status, allowed: inspectableStatuses(kind) });
        }
        const now = this.now();
        if (!withinWindow(rule, kind, lease, calendarDayIn(provinceTimeZone[province], now))) {
          const message =
            kind === 'move-in'
              ? '{where}, the move-in report is made within {days} days before or after the move-in day ({day}).'
              : '{where}, the move-out report is made within {days} days before or after the move-out day ({day}).';
          const day = (kind === 'move-in' ? lease.startDate : lease.endDate) ?? '';
          throw new DomainError('INSPECTION_OUT_OF_WINDOW', icu(message, { where: where(province), days: rule.deadlineDays ?? 0, day }), { day });
        }
        if ((await em.count(Inspection, { leaseId, kind })) > 0) throw exists(kind);
        const created = em.create(Inspection, { leaseId, kind, rooms, createdBy: viewer.id, createdByRole: role, createdAt: now });
        await em.flush();
        return created;
      })
      .catch((error: unknown) => {
        if (error instanceof UniqueConstraintViolationException) throw exists(null);
        throw error;
      });
    return this.withDetails(ctx.em, inspection);
  }

  /** GET /api/inspections/{id}. */
  async get(ctx: ServiceContext, id: number): Promise<Inspection> {
    const [inspection] = await this.readable(ctx, id);
    return this.withDetails(ctx.em, inspection);
  }

  /** GET /api/leases/{id}/inspections: the lease's reports, move-in first. */
  async listForLease(ctx: ServiceContext, leaseId: number): Promise<Inspection[]> {
    const viewer = requireViewer(ctx);
    const lease = await findLease(ctx.em, leaseId);
    if (!lease || !canReadLeaseDocument(viewer, lease)) throw new DomainError('NOT_FOUND', 'Lease not found');
    const inspections = await ctx.em.find(Inspection, { leaseId }, { orderBy: { kind: 'asc', id: 'asc' } });
    for (const inspection of inspections) await this.withDetails(ctx.em, inspection);
    return inspections;
  }

  /** POST /api/inspections/{id}/signatures: the caller signs as the lease's landlord or tenant. */
  async sign(ctx: ServiceContext, id: number, input: unknown, origin: SigningOrigin): Promise<InspectionSignatureResult> {
    const viewer = requireViewer(ctx);
    return ctx.em
      .transactional(async (em) => {
        // Locked: the two parties signing at once must not both believe they are first (or both seal).
        const inspection = await em.findOne(Inspection, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
        const lease = inspection ? await findLease(em, inspection.leaseId) : null;
        if (!inspection || !lease || !canReadLeaseDocument(viewer, lease)) throw new DomainError('NOT_FOUND', NOT_FOUND);
        const role = signerRole(viewer, lease);
        if (!role) throw new DomainError('FORBIDDEN', "Only the lease's landlord and its tenant can sign its inspection reports.");
        const { fullName } = signatureInput(input, 'inspection report');
        const signatures = await em.find(InspectionSignature, { inspectionId: id }, { orderBy: { id: 'asc' } });
        if (signatures.some((signature) => signature.role === role)) throw new DomainError('ALREADY_SIGNED', 'You have already signed this inspection report.');
        await checkSignerName(em, lease, role, fullName);

        if (!inspection.documentSnapshot) {
          // The first signature freezes the report with its changes since move-in: a move-out report signed before
          // the move-in report is would say for good that there is nothing to compare with.
          if (inspection.kind === 'move-out' && (await em.count(Inspection, { leaseId: lease.id, kind: 'move-in', signingStatus: { $ne: 'signed' } })) > 0) {
            throw new DomainError('MOVE_IN_REPORT_NOT_SIGNED', 'Both parties sign the move-in report first: the move-out report is compared with it.');
          }
          const snapshot = await this.liveInput(em, inspection, lease);
          inspection.documentSnapshot = snapshot;
          inspection.documentLanguage = signingLanguage(snapshot.province, ctx);
        }
        const snapshot = inspection.documentSnapshot as InspectionDocumentInput;
        const language = inspection.documentLanguage!;
        const documentSha256 = sha256(await renderInspectionDocument(snapshot, language));
        const signature = em.create(InspectionSignature, {
          inspectionId: id,
          role,
          userId: viewer.id,
          fullName,
          signedAt: this.now(),
          ...signingEvidence(origin),
          documentSha256,
          documentLanguage: language,
        });
        const all = [...signatures, signature];
        if (all.length === 2) {
          const sealed = await renderSealedInspection(
            snapshot,
            language,
            all.map((one) => ({ role: one.role, name: one.fullName, signedAt: one.signedAt.toISOString(), documentSha256: one.documentSha256 })),
            this.deps.verifyUrl,
          );
          inspection.signedDocumentCid = await storeSealedCopy(this.deps.store, sealed, `hearth-inspection-${id}-signed.pdf`);
          inspection.sealedAt = this.now();
          inspection.signingStatus = 'signed';
        } else inspection.signingStatus = 'partly_signed';
        await em.flush();
        return {
          inspectionId: id,
          role,
          fullName,
          signedAt: signature.signedAt.toISOString(),
          documentSha256,
          signingStatus: inspection.signingStatus,
          signedDocumentCid: inspection.signedDocumentCid,
        };
      })
      .catch((error: unknown) => {
        // The lock makes this rare; the database's unique (inspection, role) has the last word.
        if (error instanceof UniqueConstraintViolationException) throw new DomainError('ALREADY_SIGNED', 'You have already signed this inspection report.');
        throw error;
      });
  }

  /** GET /api/inspections/{id}/document: the report in `lang` (else the reader's language); frozen once signed. */
  async document(ctx: ServiceContext, id: number, query: unknown): Promise<DocumentPdf> {
    const [inspection, lease] = await this.readable(ctx, id);
    const lang = readerLanguage(ctx, query);
    const input = (inspection.documentSnapshot as InspectionDocumentInput | null) ?? (await this.liveInput(ctx.em, inspection, lease));
    return { bytes: await renderInspectionDocument(input, lang), fileName: `hearth-inspection-${id}-${lang}.pdf` };
  }

  /** GET /api/inspections/{id}/signed-document: the sealed copy, as stored. */
  async signedDocument(ctx: ServiceContext, id: number): Promise<DocumentPdf> {
    const [inspection] = await this.readable(ctx, id);
    if (!inspection.signedDocumentCid) {
      throw new DomainError('INSPECTION_NOT_SIGNED', 'This inspection report is not signed by both parties yet: its signed copy exists once the landlord and the tenant have both signed.');
    }
    return { bytes: await readSealedCopy(this.deps.store, inspection.signedDocumentCid), fileName: `hearth-inspection-${id}-signed.pdf` };
  }

  /** The inspection and its lease for one who may read the lease's documents; outsiders learn nothing. */
  private async readable(ctx: ServiceContext, id: number): Promise<[Inspection, Lease]> {
    const viewer = requireViewer(ctx);
    const inspection = await ctx.em.findOne(Inspection, { id });
    const lease = inspection ? await findLease(ctx.em, inspection.leaseId) : null;
    if (!inspection || !lease || !canReadLeaseDocument(viewer, lease)) throw new DomainError('NOT_FOUND', NOT_FOUND);
    return [inspection, lease];
  }

  /** Puts on the signatures and, for a move-out report, the changes since the signed move-in report. */
  private async withDetails(em: EntityManager, inspection: Inspection): Promise<Inspection> {
    const signatures = await em.find(InspectionSignature, { inspectionId: inspection.id }, { orderBy: { signedAt: 'asc', id: 'asc' } });
    inspection.signatures = signatures.map(inspectionSignatureSummary);
    const frozen = inspection.documentSnapshot as InspectionDocumentInput | null;
    inspection.changesSinceMoveIn = frozen ? frozen.changesSinceMoveIn : await this.liveChanges(em, inspection);
    return inspection;
  }

  /** A move-out report against the lease's signed move-in report; null for a move-in report or without one. */
  private async liveChanges(em: EntityManager, inspection: Inspection): Promise<InspectionChange[] | null> {
    if (inspection.kind !== 'move-out') return null;
    const moveIn = await em.findOne(Inspection, { leaseId: inspection.leaseId, kind: 'move-in', signingStatus: 'signed' }, { fields: ['rooms'] });
    return moveIn ? changesSinceMoveIn(moveIn.rooms, inspection.rooms) : null;
  }

  /** What the report says, read now; the first signature stores it as the report's snapshot. */
  private async liveInput(em: EntityManager, inspection: Inspection, lease: Lease): Promise<InspectionDocumentInput> {
    // One after the other: inside the signing transaction they run on its one connection.
    const listing = await findListing(em, lease.propertyId);
    const landlord = await findUser(em, lease.landlordId);
    if (!listing || !landlord) throw new DomainError('NOT_FOUND', NOT_FOUND);
    return {
      inspectionId: inspection.id,
      leaseId: lease.id,
      kind: inspection.kind,
      createdAt: inspection.createdAt.toISOString(),
      province: listing.province,
      address: [listing.address, listing.city, listing.postalCode].filter(Boolean).join(', '),
      landlordName: landlord.name ?? '',
      tenantName: lease.tenantName,
      rooms: inspection.rooms,
      changesSinceMoveIn: await this.liveChanges(em, inspection),
    };
  }

  /** POST /api/verify, for inspection reports: the sealed report whose copy has this cid, as its signature page prints it. */
  async verifySealed(em: EntityManager, cid: string): Promise<LeaseVerification | null> {
    const inspection = await em.findOne(Inspection, { signedDocumentCid: cid, signingStatus: 'signed' }, { fields: ['id', 'leaseId'] });
    if (!inspection) return null;
    const signatures = await em.find(InspectionSignature, { inspectionId: inspection.id }, { orderBy: { signedAt: 'asc', id: 'asc' } });
    return { valid: true, cid, leaseId: inspection.leaseId, inspectionId: inspection.id, signers: signatures.map(inspectionSignatureSummary) };
  }
}

/** A lease's province is its listing's; a lease outlives no listing (foreign key), so none is a broken row. */
function provinceOf(lease: Lease): Province {
  if (!lease.province) throw new DomainError('NOT_FOUND', 'Lease not found');
  return lease.province;
}

const capitalized = (text: string) => `${text[0]!.toUpperCase()}${text.slice(1)}`;

/** 'In British Columbia' / « En Colombie-Britannique », in the reader's language. */
const where = (province: Province) => (locale: string) => capitalized(inLanguage(IN_PROVINCE[province], locale));

function exists(kind: InspectionKind | null): DomainError {
  if (kind === 'move-in') return new DomainError('INSPECTION_EXISTS', 'This lease already has a move-in report.');
  if (kind === 'move-out') return new DomainError('INSPECTION_EXISTS', 'This lease already has a move-out report.');
  return new DomainError('INSPECTION_EXISTS', 'This lease already has a report of this kind.');
}

/** The tenant where the province makes the report the landlord's duty; anyone else who sees the lease (an admin). */
function forbidden(viewer: Actor, lease: Lease, province: Province): DomainError {
  if (viewer.id !== lease.landlordId && signerRole(viewer, lease) === 'tenant') {
    const form = INSPECTION_RULES[province].form;
    const message = form
      ? '{where}, the landlord completes the condition inspection report ({form}): ask your landlord to record it, then sign it here.'
      : '{where}, the landlord completes the condition inspection report: ask your landlord to record it, then sign it here.';
    return new DomainError('FORBIDDEN', icu(message, { where: where(province), ...(form ? { form: (locale: string) => inLanguage(form, locale) } : {}) }), { province });
  }
  return new DomainError('FORBIDDEN', "Only the lease's landlord, or its tenant where the province lets them, records an inspection report.");
}
