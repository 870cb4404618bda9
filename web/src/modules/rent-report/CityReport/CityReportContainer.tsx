import { useParams } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { screenState } from '../../common/screen-state';
import { provinceLabel } from '../../../lib/labels';
import { useDocumentDescription } from '../../../lib/page-description';
import { pageTitle, useDocumentTitle } from '../../../lib/page-title';
import { provinceOfSegment } from '../../../lib/rent-report-path';
import { useRentReportQuery } from '../RentReport.generated';
import { cityReport, toReportData } from '../rent-report';
import { CityReportView, type CityReportData, type CityReportState } from './CityReportView';

/**
 * /rent-report/{province}/{city}: the province's rows, the city found among them by its slug (lib/rent-report-path.ts),
 * so any spelling of its name has the one address. An unknown province or city is the page's Not Found state.
 */
export default function CityReportContainer() {
  const { t, i18n } = useLingui();
  const params = useParams();
  const province = provinceOfSegment(params.province);
  const query = useRentReportQuery({ variables: { province }, skip: province === null });
  const report = query.data?.rentReport;
  // undefined until the query answers, null when the report has no such city.
  const city = province && report ? cityReport(toReportData(report).rows, province, (params.city ?? '').toLowerCase()) : undefined;
  const data: CityReportData | null | undefined = city ? { report: city, generatedAt: report?.generatedAt ?? null } : city;
  const state: CityReportState =
    province === null ? { status: 'notFound' } : screenState(query, data, t`The rent report could not be loaded. Please try again.`, 'notFound');
  const place = state.status === 'ready' ? `${state.data.report.city}, ${provinceLabel(state.data.report.province, i18n)}` : null;
  // A city without a report is titled as its page says (it answers 404), not as a report.
  const title = place ? t`Rents in ${place}` : state.status === 'notFound' ? t`No rent report for this city yet` : t`Rent report`;
  useDocumentTitle(state.status === 'loading' ? null : pageTitle(title));
  useDocumentDescription(place ? t`The median asking rent in ${place} by number of bedrooms and property type, from the listings on Hearth, with its change over a month and a year.` : null);
  return <CityReportView state={state} onRetry={() => void query.refetch()} />;
}
