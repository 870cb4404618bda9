import { useLingui } from '@lingui/react/macro';
import { screenState } from '../../common/screen-state';
import { useDocumentDescription } from '../../../lib/page-description';
import { pageTitle, useDocumentTitle } from '../../../lib/page-title';
import { useRentReportQuery } from '../RentReport.generated';
import { toReportData } from '../rent-report';
import { NationalReportView } from './NationalReportView';

/** /rent-report: the national table, rendered on the server for visitors (docs/web-delivery.md). */
export default function NationalReportContainer() {
  const { t } = useLingui();
  useDocumentTitle(pageTitle(t`Rent report`));
  useDocumentDescription(t`Median asking rents across Canada by city and number of bedrooms, from the listings on Hearth, with their change over a month and a year.`);
  const query = useRentReportQuery();
  const report = query.data?.rentReport;
  const data = report === undefined ? undefined : report.rows.length > 0 ? toReportData(report) : null;
  return <NationalReportView state={screenState(query, data, t`The rent report could not be loaded. Please try again.`)} onRetry={() => void query.refetch()} />;
}
