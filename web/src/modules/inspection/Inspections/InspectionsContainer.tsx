import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { InspectionKind } from '@hearth/api/contracts/inspection.schema';
import { useCreateInspectionMutation, useLeaseInspectionsQuery, useSignInspectionMutation } from '../../../generated/graphql';
import { toGraphqlEnum } from '../../../lib/graphql-enum';
import { errorMessage } from '../../../lib/graphql-error';
import { screenState } from '../../common';
import type { LeaseRow } from '../../lease/lease.model';
import { inspectionRow } from '../inspection.mapper';
import { InspectionsView } from './InspectionsView';

/** Statuses a lease takes each kind of report in (the API's rule, docs/inspections.md). */
const OPEN_FOR: Record<InspectionKind, readonly string[]> = { 'move-in': ['pending', 'active'], 'move-out': ['active', 'ended'] };

/**
 * A lease's inspections for one of its parties: the landlord starts the reports (a tenant who may record one where
 * the province lets them does so through the API; here they read and sign), both sign.
 */
export default function InspectionsContainer({ lease, viewerRole }: { lease: LeaseRow; viewerRole: 'landlord' | 'tenant' }) {
  const { t } = useLingui();
  const query = useLeaseInspectionsQuery({ variables: { leaseId: lease.id } });
  const [createInspection, created] = useCreateInspectionMutation({ refetchQueries: ['LeaseInspections'] });
  const [signInspection] = useSignInspectionMutation({ refetchQueries: ['LeaseInspections'] });
  const [drafting, setDrafting] = useState<InspectionKind | null>(null);
  const [createRefusal, setCreateRefusal] = useState<string | null>(null);
  const [signingId, setSigningId] = useState<number | null>(null);
  const [signRefusal, setSignRefusal] = useState<{ id: number; message: string } | null>(null);
  const reports = query.data?.leaseInspections.map(inspectionRow);
  const state = screenState(query, reports, t`The inspection reports could not be loaded.`);
  const existing = new Set(reports?.map((report) => report.kind));
  const canCreate =
    viewerRole === 'landlord' && reports ? (['move-in', 'move-out'] as const).filter((kind) => !existing.has(kind) && OPEN_FOR[kind].includes(lease.status)) : [];
  const expectedName = (viewerRole === 'tenant' ? lease.tenantName : lease.landlordName) ?? '';
  return (
    <InspectionsView
      state={state}
      canCreate={[...canCreate]}
      drafting={drafting}
      creating={created.loading}
      createRefusal={createRefusal}
      signer={{ role: viewerRole, expectedName }}
      signingId={signingId}
      signRefusal={signRefusal}
      onDraft={(kind) => {
        setCreateRefusal(null);
        setDrafting(kind);
      }}
      onCreate={async (kind, rooms) => {
        try {
          await createInspection({ variables: { leaseId: lease.id, input: { kind: toGraphqlEnum(kind) as never, rooms: rooms as never } } });
          setDrafting(null);
        } catch (e) {
          setCreateRefusal(errorMessage(e, t`The report could not be saved. Please try again.`));
        }
      }}
      onSign={async (id, input) => {
        setSigningId(id);
        setSignRefusal(null);
        try {
          await signInspection({ variables: { id, input } });
        } catch (e) {
          setSignRefusal({ id, message: errorMessage(e, t`The signature could not be saved. Please try again.`) });
        } finally {
          setSigningId(null);
        }
      }}
    />
  );
}
