import { useState } from 'react';
import { Button, toast } from '@hearth/design-system';
import { useLingui } from '@lingui/react/macro';
import { useFileRepairRequestMutation, useMyRepairRequestsQuery, type RepairRequestInput } from '../../../generated/graphql';

type RepairCategoryName = RepairRequestInput['category'];
import { errorMessage } from '../../../lib/graphql-error';
import { toGraphqlEnum } from '../../../lib/graphql-enum';
import { uploadFile } from '../../../lib/upload';
import { screenState } from '../../common';
import { RepairDetailContainer } from '../RepairDetail/RepairDetailContainer';
import { RepairListView } from '../RepairList/RepairListView';
import { ReportRepairDialog } from '../ReportRepairDialog/ReportRepairDialog';
import { toRepairRow } from '../repair.mapper';
import type { RepairLease } from '../repair.model';

/** The tenant Home tab's repair section: their requests, Report a repair (on a lease that takes them), each request's detail. */
export default function TenantRepairsContainer({ leases }: { leases: RepairLease[] }) {
  const { t, i18n } = useLingui();
  const query = useMyRepairRequestsQuery({ fetchPolicy: 'cache-and-network' });
  const [file] = useFileRepairRequestMutation();
  const [reporting, setReporting] = useState(false);
  const [sending, setSending] = useState(false);
  const [openId, setOpenId] = useState<number | null>(null);
  const refetch = () => void query.refetch().catch(() => undefined);
  return (
    <RepairListView
      title={t`Repair requests`}
      side="tenant"
      requests={screenState(query, query.data?.myRepairRequests.map(toRepairRow), t`Failed to fetch repair requests`)}
      emptyText={t`Something broken at home? Report it here and follow the repair to the end.`}
      onOpen={(request) => setOpenId(request.id)}
      action={
        leases.length > 0 ? (
          <Button size="sm" onPress={() => setReporting(true)}>
            {t`Report a repair`}
          </Button>
        ) : null
      }
    >
      {reporting ? (
        <ReportRepairDialog
          isOpen
          onOpenChange={setReporting}
          leases={leases}
          isPending={sending}
          onSubmit={async (report) => {
            setSending(true);
            try {
              const photos = [];
              for (const photo of report.photos) photos.push((await uploadFile(photo, 'private-image', () => undefined, i18n)).ipfsHash);
              const { leaseId, category, urgency, description, entryPermission } = report;
              await file({ variables: { leaseId, input: { category: toGraphqlEnum<RepairCategoryName>(category), urgency, description, entryPermission, photos } } });
              setReporting(false);
              toast({ title: t`Repair request sent`, description: t`Your landlord has been told.`, variant: 'success' });
              refetch();
            } catch (error) {
              toast({ title: t`Error`, description: errorMessage(error, t`Failed to send the repair request. Please try again.`), variant: 'destructive' });
            } finally {
              setSending(false);
            }
          }}
        />
      ) : null}
      {openId !== null ? <RepairDetailContainer id={openId} onClose={() => setOpenId(null)} onChanged={refetch} /> : null}
    </RepairListView>
  );
}
