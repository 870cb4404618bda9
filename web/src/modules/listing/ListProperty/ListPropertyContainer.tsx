import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { formatTime, toast } from '@hearth/design-system';
import { useLingui } from '@lingui/react/macro';
import { useCreatePropertyMutation, type Furnished, type Parking, type PropertyType, type Province } from '../../../generated/graphql';
import { useSession } from '../../auth/SessionContext';
import { errorCode, errorDetail, errorMessage } from '../../../lib/graphql-error';
import { toGraphqlEnum } from '../../../lib/graphql-enum';
import { clearDraft, loadDraft, saveDraft } from './listing-draft';
import { changeListing, LISTING_DEFAULTS, toCreateInput, type ListingErrors, type ListingValues } from './listing-form';
import { isUploading } from '../ListingFiles/upload-list';
import { useListingUploads } from '../ListingFiles/use-listing-uploads';
import { ListPropertyView } from './ListPropertyView';
import { findingsByField, shownFindings, useListingTextScreening, type TextFinding, type TextFindings } from '../TextScreening/listing-text-screening';

/** Container of /list-property (landlords only; the route guard shows the other states). */
export default function ListPropertyContainer() {
  const { t, i18n } = useLingui();
  const { userId } = useSession();
  const navigate = useNavigate();
  const [initial] = useState(() => loadDraft(userId));
  const [values, setValues] = useState<ListingValues>(initial?.values ?? LISTING_DEFAULTS);
  const mediaUploads = useListingUploads('media', { uploading: [], uploaded: initial?.media ?? [] });
  const documentUploads = useListingUploads('document', { uploading: [], uploaded: initial?.documents ?? [] });
  const media = mediaUploads.list;
  const documents = documentUploads.list;
  const [errors, setErrors] = useState<ListingErrors>({});
  const [draftSavedAt, setDraftSavedAt] = useState<string | null>(initial ? formatTime(initial.savedAt, i18n.locale) : null);
  const [createProperty, { loading }] = useCreatePropertyMutation();
  const submitted = useRef(false);
  // The shared table run here as the landlord types; the server's 400 findings stay on their field until it changes.
  const [serverFindings, setServerFindings] = useState<TextFindings>({});
  const { title, description, titleFr, descriptionFr } = values;
  const texts = useMemo(() => ({ title, description, titleFr, descriptionFr }), [title, description, titleFr, descriptionFr]);
  const localFindings = useListingTextScreening(texts, values.province, i18n.locale);

  // Nothing typed is lost: the draft is also kept quietly half a second after each change (not before the first
  // one, or an untouched form would come back as a saved draft).
  const pristine = useRef({ values, media: media.uploaded, documents: documents.uploaded });
  useEffect(() => {
    const start = pristine.current;
    const untouched = values === start.values && media.uploaded === start.media && documents.uploaded === start.documents;
    if (submitted.current || untouched) return;
    const timer = setTimeout(() => saveDraft(userId, { values, media: media.uploaded, documents: documents.uploaded }), 500);
    return () => clearTimeout(timer);
  }, [userId, values, media.uploaded, documents.uploaded]);

  const onSubmit = async () => {
    if (isUploading(media) || isUploading(documents)) {
      setErrors({ form: t`Please wait until every file has finished uploading.` });
      return;
    }
    const result = toCreateInput(values, media.uploaded, documents.uploaded, i18n);
    if (!result.ok) {
      setErrors({ form: t`Please fill in all required fields.`, ...result.errors });
      window.scrollTo({ top: 0, behavior: 'smooth' });
      return;
    }
    setErrors({});
    const { input } = result;
    try {
      await createProperty({
        variables: {
          input: {
            ...input,
            propertyType: toGraphqlEnum<PropertyType>(input.propertyType),
            province: input.province as Province,
            furnished: toGraphqlEnum<Furnished>(input.furnished),
            parking: toGraphqlEnum<Parking>(input.parking),
            leaseDocuments: input.leaseDocuments.map(({ ipfsHash, filename, url }) => ({ ipfsHash, filename, url })),
          },
        },
      });
      submitted.current = true;
      clearDraft(userId);
      // Said as it is: the listing waits for an administrator (docs/product.md#list-property), it is not live yet.
      toast({
        title: t`Submitted for review`,
        description: t`Your listing will be reviewed by the admin team before it appears on the marketplace.`,
        variant: 'success',
      });
      navigate('/dashboard');
      // The form was long: the dashboard opens at its top, where the new listing is the first of the Properties tab.
      window.scrollTo({ top: 0 });
    } catch (error) {
      if (errorCode(error) === 'DISCRIMINATORY_TEXT') {
        setServerFindings(findingsByField(errorDetail<Array<TextFinding & { field: string }>>(error, 'findings')));
        setErrors({ form: errorMessage(error, t`Failed to create property listing. Please try again.`) });
        window.scrollTo({ top: 0, behavior: 'smooth' });
        return;
      }
      toast({ title: t`Error`, description: errorMessage(error, t`Failed to create property listing. Please try again.`), variant: 'destructive' });
    }
  };

  return (
    <ListPropertyView
      values={values}
      errors={errors}
      textFindings={shownFindings(localFindings, serverFindings)}
      onChange={(key, value) => {
        setValues((v) => changeListing(v, key, value));
        if (errors[key]) setErrors((e) => ({ ...e, [key]: undefined }));
        if (key in serverFindings) setServerFindings(({ [key as keyof TextFindings]: _changed, ...rest }) => rest);
      }}
      media={media}
      documents={documents}
      onAddMedia={mediaUploads.add}
      onAddDocuments={documentUploads.add}
      onRemoveMedia={mediaUploads.remove}
      onMoveMedia={mediaUploads.move}
      onRemoveDocument={documentUploads.remove}
      onRejectFiles={(rejection) => toast({ title: rejection.title, description: rejection.message, variant: 'destructive' })}
      pending={loading}
      draftSavedAt={draftSavedAt}
      onSubmit={onSubmit}
      onCancel={() => navigate('/')}
      onSaveDraft={() => {
        const at = saveDraft(userId, { values, media: media.uploaded, documents: documents.uploaded });
        setDraftSavedAt(formatTime(at, i18n.locale));
        toast({ title: t`Draft Saved`, description: t`Your listing draft is kept in this browser.`, variant: 'success' });
      }}
    />
  );
}
