import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { toast } from '@hearth/design-system';
import { useApplicationAccessLogQuery, useDeleteApplicationMutation, useMyApplicationsQuery, useWithdrawApplicationMutation } from '../../../generated/graphql';
import { errorMessage } from '../../../lib/graphql-error';
import { screenState, useRowAction } from '../../common';
import { toAccessLogEntry, toMyApplicationRow } from '../application.mapper';
import type { MyApplicationRow } from '../application.model';
import { MyApplicationsView } from './MyApplicationsView';

/** The tenant's applications: withdraw, delete, and who has read each one (the access log). */
export function MyApplicationsContainer() {
  const { t } = useLingui();
  const applications = useMyApplicationsQuery({ fetchPolicy: 'cache-and-network' });
  const [deleting, setDeleting] = useState<MyApplicationRow | null>(null);
  const [logOf, setLogOf] = useState<MyApplicationRow | null>(null);
  const log = useApplicationAccessLogQuery({ variables: { id: logOf?.id ?? 0 }, skip: !logOf, fetchPolicy: 'network-only' });
  const [withdrawApplication] = useWithdrawApplicationMutation();
  const [deleteApplication] = useDeleteApplicationMutation();
  const failed = (fallback: string) => (e: unknown) => ({ title: t`Error`, description: errorMessage(e, fallback), variant: 'destructive' as const });
  const withdraw = useRowAction(async (id) => {
    await withdrawApplication({ variables: { id } });
    toast({ title: t`Application withdrawn`, description: t`The landlord has been told.`, variant: 'success' });
    await applications.refetch();
  }, failed(t`Failed to withdraw the application. Please try again.`));
  const remove = useRowAction(async (id) => {
    await deleteApplication({ variables: { id } });
    setDeleting(null);
    toast({ title: t`Application deleted`, variant: 'success' });
    await applications.refetch();
  }, failed(t`Failed to delete the application. Please try again.`));

  return (
    <MyApplicationsView
      applications={screenState(applications, applications.data?.myApplications.map(toMyApplicationRow), t`Failed to fetch applications`)}
      withdraw={withdraw}
      deleting={deleting}
      onAskDelete={setDeleting}
      remove={remove}
      accessLog={logOf ? { application: logOf, entries: screenState(log, log.data?.applicationAccessLog.map(toAccessLogEntry), t`Failed to load the access log`) } : null}
      onShowAccessLog={setLogOf}
    />
  );
}
