import type { ReactNode } from 'react';
import { Badge, Button } from '@hearth/design-system';
import { useLingui } from '@lingui/react/macro';
import { PanelListSection, layout, type ListState } from '../../common';
import type { RepairRow } from '../repair.model';
import { REPAIR_CATEGORY_LABELS, REPAIR_STATUS_LABELS, REPAIR_URGENCY_LABELS, waitedText } from '../repair-labels';

export interface RepairListViewProps {
  /** The section's heading ('Repair requests'). */
  title: string;
  requests: ListState<RepairRow>;
  /** Whose list: the tenant sees their landlord, the landlord the tenant and how long each has waited. */
  side: 'tenant' | 'landlord';
  onOpen: (request: RepairRow) => void;
  /** Beside the heading: the tenant's Report a repair button, the landlord's property filter. */
  action?: ReactNode;
  /** The empty list's text. */
  emptyText: string;
  /** After the list: the dialogs it opens. */
  children?: ReactNode;
}

/** A list of repair requests, emergencies first (the API's order), each with its status and waiting time. */
export function RepairListView({ title, requests, side, onOpen, action, emptyText, children }: RepairListViewProps) {
  const { t } = useLingui();
  return (
    <PanelListSection
      title={title}
      action={action}
      state={requests}
      empty={{ title: t`No repair requests`, description: emptyText }}
      renderItem={(request) => <RepairItem request={request} side={side} onOpen={onOpen} />}
    >
      {children}
    </PanelListSection>
  );
}

function RepairItem({ request, side, onOpen }: { request: RepairRow; side: 'tenant' | 'landlord'; onOpen: (request: RepairRow) => void }) {
  const { t, i18n } = useLingui();
  const category = i18n._(REPAIR_CATEGORY_LABELS[request.category]);
  const done = request.status === 'resolved' || request.status === 'closed';
  return (
    <div className={layout.row}>
      <div className={layout.rowMain}>
        <div className={layout.meta}>
          <h3 className={layout.rowTitle}>{t`${category} · ${request.propertyTitle}`}</h3>
          {request.urgency === 'emergency' ? <Badge tone="danger">{i18n._(REPAIR_URGENCY_LABELS.emergency)}</Badge> : null}
          <Badge tone={done ? 'success' : 'neutral'}>{i18n._(REPAIR_STATUS_LABELS[request.status])}</Badge>
        </div>
        <p className={layout.muted}>{request.description}</p>
        <p className={layout.muted}>
          {side === 'landlord' ? t`From ${request.tenantName ?? t`the tenant`}` : t`Landlord: ${request.landlordName ?? t`your landlord`}`}
          {' · '}
          {waitedText(request.waitedHours, done, i18n)}
        </p>
      </div>
      <div className={layout.actions}>
        <Button variant="outline" size="sm" onPress={() => onOpen(request)} aria-label={t`Open the repair request: ${category} at ${request.propertyTitle}`}>
          {t`Open`}
        </Button>
      </div>
    </div>
  );
}
