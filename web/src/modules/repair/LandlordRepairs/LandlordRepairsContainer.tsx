import { useState } from 'react';
import { Select, SelectItem } from '@hearth/design-system';
import { useLingui } from '@lingui/react/macro';
import { useMyRepairRequestsQuery } from '../../../generated/graphql';
import { screenState } from '../../common';
import { RepairDetailContainer } from '../RepairDetail/RepairDetailContainer';
import { RepairListView } from '../RepairList/RepairListView';
import { toRepairRow } from '../repair.mapper';

const ALL = 'all';

/** The landlord's Repairs tab: every request on their properties (or one property's), emergencies first, with the waiting time. */
export default function LandlordRepairsContainer({ properties }: { properties: Array<{ id: number; title: string }> }) {
  const { t } = useLingui();
  const [propertyId, setPropertyId] = useState<number | null>(null);
  const query = useMyRepairRequestsQuery({ variables: { propertyId }, fetchPolicy: 'cache-and-network' });
  const [openId, setOpenId] = useState<number | null>(null);
  return (
    <RepairListView
      title={t`Repair requests`}
      side="landlord"
      requests={screenState(query, query.data?.myRepairRequests.map(toRepairRow), t`Failed to fetch repair requests`)}
      emptyText={t`Your tenants' repair requests show here, emergencies first.`}
      onOpen={(request) => setOpenId(request.id)}
      action={
        properties.length > 1 ? (
          <Select label={t`Property`} selectedKey={propertyId === null ? ALL : String(propertyId)} onSelectionChange={(key) => setPropertyId(key === ALL ? null : Number(key))}>
            {[{ id: ALL, title: t`All properties` }, ...properties.map((property) => ({ id: String(property.id), title: property.title }))].map((item) => (
              <SelectItem key={item.id} id={item.id}>
                {item.title}
              </SelectItem>
            ))}
          </Select>
        ) : null
      }
    >
      {openId !== null ? <RepairDetailContainer id={openId} onClose={() => setOpenId(null)} onChanged={() => void query.refetch().catch(() => undefined)} /> : null}
    </RepairListView>
  );
}
