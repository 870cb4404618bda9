import { Suspense, lazy, useState } from 'react';
import { useLocation, useParams, useNavigate } from 'react-router-dom';
import { toast } from '@hearth/design-system';
import { useLingui } from '@lingui/react/macro';
import {
  usePropertyDetailQuery,
  usePropertyDocumentsQuery,
  useReportPropertyMutation,
  useRequestViewingMutation,
  useSendInquiryMutation,
} from '../../../generated/graphql';
import { useSession } from '../../auth/SessionContext';
import { useAuthDialog } from '../../auth/AuthDialog/AuthDialogContext';
import { useResumeAction } from '../../auth/useResumeAction';
import type { ResumeAction } from '../../auth/return-path';
import { useSaveToggles } from '../../saved-property/useSaveToggles';
import { downloadFromGateway } from '../../../lib/download';
import { whatsappLink } from '../../../lib/whatsapp';
import { errorMessage } from '../../../lib/graphql-error';
import { pageTitle, useDocumentTitle } from '../../../lib/page-title';
import { shareProperty } from '../../../lib/share';
import { toPropertyDetail } from '../property.mapper';
import { ApplyButton } from '../../application/ApplyDialog/ApplyButton';
import { screenState } from '../../common';
import { PropertyDetailView, type PropertyDetailState } from './PropertyDetailView';

// The slot picker's code (a calendar) loads only for signed-in visitors, not with every listing page.
// The statistics' charts load only for the listing's owner and admins.
// Apply's dialogs and their rules (zod schemas) load only for tenants: a visitor's phone no longer runs them.
const ApplyToListingContainer = lazy(() => import('../../application/ApplyDialog/ApplyToListingContainer').then((m) => ({ default: m.ApplyToListingContainer })));
const ListingStatsContainer = lazy(() => import('../../listing-stats/ListingStats/ListingStatsContainer').then((m) => ({ default: m.ListingStatsContainer })));
const ViewingPanelContainer = lazy(() => import('../../viewing/ViewingPanel/ViewingPanelContainer').then((m) => ({ default: m.ViewingPanelContainer })));

/**
 * /property/:id container. Signed-out message, viewing and save open the sign-in dialog (docs/product.md#property-detail),
 * which comes back here and finishes the action: saved, or the message dialog open (the viewing panel and Apply
 * finish their own).
 */
export default function PropertyDetailContainer() {
  const { id: rawId } = useParams();
  const id = Number(rawId);
  const validId = Number.isInteger(id) && id > 0;
  const navigate = useNavigate();
  const location = useLocation();
  const { t, i18n } = useLingui();
  const { userId, role } = useSession();
  const { openAuthDialog } = useAuthDialog();
  const signIn = (then: ResumeAction) => openAuthDialog('signIn', { then });

  const detail = usePropertyDetailQuery({ variables: { id }, skip: !validId });
  const docs = usePropertyDocumentsQuery({ variables: { propertyId: id }, skip: !validId || !detail.data?.property });
  const [sendInquiry, inquiryState] = useSendInquiryMutation();
  const [requestViewing, viewingState] = useRequestViewingMutation();
  const [reportProperty, reportState] = useReportPropertyMutation();
  const hearts = useSaveToggles({ onSignedOut: () => signIn('save') });

  const property = detail.data?.property ?? null;
  const state: PropertyDetailState = validId
    ? screenState(detail, detail.data && property && toPropertyDetail(property, docs.data?.propertyDocuments ?? []), t`Property not found`, 'notFound')
    : { status: 'notFound' };
  useDocumentTitle(state.status === 'loading' ? null : pageTitle(state.status === 'ready' ? state.data.property.title : t`Property Not Found`));

  const isOwner = !!property && userId === property.ownerId;
  // Back from signing in: finish what the visitor had asked for (a listing already saved stays saved).
  useResumeAction('save', () => property && !property.isSaved && hearts.tap(property), !!property);
  const [openMessage, setOpenMessage] = useState(false);
  useResumeAction('message', () => setOpenMessage(true), !!property && !isOwner);
  /** The spec's plain viewing request (a listing without viewing times). */
  const sendViewingRequest = async () => {
    if (!userId) return signIn('viewing');
    try {
      await requestViewing({ variables: { propertyId: id } });
      toast({ title: t`Viewing request sent!`, variant: 'success' });
    } catch (error) {
      toast({ title: t`Error`, description: errorMessage(error, t`Failed to send viewing request. Please try again.`), variant: 'destructive' });
    }
  };

  return (
    <PropertyDetailView
      state={state}
      isOwner={isOwner}
      showReviewStatus={isOwner || role === 'admin'}
      canReport={!!userId && !!property && !isOwner}
      signInFirst={!userId}
      openMessage={openMessage}
      reportPending={reportState.loading}
      statistics={property && (isOwner || role === 'admin') ? <ListingStatsContainer propertyId={property.id} /> : null}
      apply={
        property && role === 'tenant' ? (
          <Suspense fallback={<ApplyButton isDisabled />}>
            <ApplyToListingContainer propertyId={property.id} listingTitle={property.title} landlordName={property.owner.name} />
          </Suspense>
        ) : null
      }
      saved={property ? hearts.shownSaved(property) : false}
      whatsappHref={whatsappLink(property?.owner.whatsapp)}
      messagePending={inquiryState.loading}
      viewingPending={viewingState.loading}
      // Back to the results this listing was opened from; a listing opened from another site (the router's first
      // entry, key 'default') leads to the home rather than off Hearth.
      onBack={() => (location.key !== 'default' ? navigate(-1) : navigate('/'))}
      onToggleSave={() => property && hearts.tap(property)}
      onShare={() => property && void shareProperty(property)}
      canMessage={() => {
        if (userId) return true;
        signIn('message');
        return false;
      }}
      onSendMessage={async (message) => {
        try {
          await sendInquiry({ variables: { input: { propertyId: id, message } } });
          toast({ title: t`Message Sent`, description: t`Your inquiry has been sent to the property owner.`, variant: 'success' });
          return true;
        } catch {
          toast({ title: t`Error`, description: t`Failed to send inquiry. Please try again.`, variant: 'destructive' });
          return false;
        }
      }}
      onRequestViewing={sendViewingRequest}
      viewing={
        userId && property && !isOwner
          ? (place) => (
              <ViewingPanelContainer propertyId={id} propertyTitle={property.title} province={property.province} place={place} />
            )
          : undefined
      }
      onDownload={(doc) => void downloadFromGateway(doc.ipfsHash, doc.name, i18n)}
      onReport={async ({ reason, details }) => {
        try {
          await reportProperty({ variables: { propertyId: id, input: { reason, details: details || null } } });
          toast({ title: t`Report Sent`, description: t`Thank you. An administrator will review this listing.`, variant: 'success' });
          return true;
        } catch (error) {
          toast({ title: t`Error`, description: errorMessage(error, t`Failed to send report. Please try again.`), variant: 'destructive' });
          return false;
        }
      }}
    />
  );
}
