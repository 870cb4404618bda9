import { useParams } from 'react-router-dom';
import CityReportContainer from './CityReport/CityReportContainer';
import NationalReportContainer from './NationalReport/NationalReportContainer';

/**
 * Both report routes in one lazy chunk (app/routes.tsx): one dynamic import in the home page's JavaScript instead of
 * two, and following a city's link from the national table loads nothing more.
 */
export default function RentReportPage() {
  return useParams().city === undefined ? <NationalReportContainer /> : <CityReportContainer />;
}
