import { useState } from 'react';
import { toast } from '@hearth/design-system';
import { useLingui } from '@lingui/react/macro';
import type { RepairStatus } from '@hearth/api/contracts/repair.schema';
import { useCommentOnRepairRequestMutation, useMoveRepairRequestMutation, useRepairRequestQuery } from '../../../generated/graphql';
import { errorCode, errorMessage } from '../../../lib/graphql-error';
import { uploadFile } from '../../../lib/upload';
import { screenState } from '../../common';
import { toRepairDetail } from '../repair.mapper';
import { REPAIR_STATUS_LABELS } from '../repair-labels';
import { RepairDetailView } from './RepairDetailView';

/** The detail dialog of repair request `id`: reads it, makes the viewer's status moves, sends comments with photos. */
export function RepairDetailContainer({ id, onClose, onChanged }: { id: number; onClose: () => void; onChanged: () => void }) {
  const { t, i18n } = useLingui();
  const query = useRepairRequestQuery({ variables: { id }, fetchPolicy: 'cache-and-network' });
  const [move] = useMoveRepairRequestMutation();
  const [comment] = useCommentOnRepairRequestMutation();
  const [moving, setMoving] = useState<RepairStatus | null>(null);
  const [commenting, setCommenting] = useState(false);
  const notFound = errorCode(query.error) === 'NOT_FOUND';
  const request = notFound ? ({ status: 'notFound' } as const) : screenState(query, query.data ? toRepairDetail(query.data.repairRequest) : undefined, t`Failed to fetch the repair request`, 'error');
  return (
    <RepairDetailView
      isOpen
      onOpenChange={(open) => (open ? undefined : onClose())}
      request={request}
      moving={moving}
      onMove={async (status) => {
        setMoving(status);
        try {
          await move({ variables: { id, status } });
          toast({ title: t`Repair request updated`, description: i18n._(REPAIR_STATUS_LABELS[status]), variant: 'success' });
          await query.refetch().catch(() => undefined);
          onChanged();
        } catch (error) {
          toast({ title: t`Error`, description: errorMessage(error, t`Failed to update the repair request. Please try again.`), variant: 'destructive' });
        } finally {
          setMoving(null);
        }
      }}
      commenting={commenting}
      onComment={async (body, files) => {
        setCommenting(true);
        try {
          const photos = [];
          for (const file of files) photos.push((await uploadFile(file, 'private-image', () => undefined, i18n)).ipfsHash);
          await comment({ variables: { id, body, photos } });
          await query.refetch().catch(() => undefined);
          return true;
        } catch (error) {
          toast({ title: t`Error`, description: errorMessage(error, t`Failed to send the comment. Please try again.`), variant: 'destructive' });
          return false;
        } finally {
          setCommenting(false);
        }
      }}
    />
  );
}
