import { INSPECTION_KINDS, ITEM_CONDITIONS, type ItemCondition } from '@hearth/api/contracts/inspection.schema';
import type { InspectionReportFragment } from './Inspection.generated';
import type { InspectionRow } from './inspection.model';
import { fromGraphqlEnum } from '../../lib/graphql-enum';

const condition = (value: string | null | undefined): ItemCondition | null => (value ? (fromGraphqlEnum(value, ITEM_CONDITIONS) ?? null) : null);

/** The API's report as the screens show it (GraphQL enum names back to the contract's values). */
export function inspectionRow(report: InspectionReportFragment): InspectionRow {
  return {
    id: report.id,
    leaseId: report.leaseId,
    kind: fromGraphqlEnum(report.kind, INSPECTION_KINDS) ?? 'move-in',
    createdAt: report.createdAt,
    signingStatus: report.signingStatus as InspectionRow['signingStatus'],
    rooms: report.rooms.map((room) => ({
      name: room.name,
      items: room.items.map((item) => ({ name: item.name, condition: condition(item.condition) ?? 'good', note: item.note ?? null })),
    })),
    signatures: report.signatures.map((signature) => ({ role: signature.role as 'landlord' | 'tenant', name: signature.name, signedAt: signature.signedAt })),
    changesSinceMoveIn: report.changesSinceMoveIn?.map((change) => ({ room: change.room, item: change.item, before: condition(change.before), after: condition(change.after) })) ?? null,
  };
}
