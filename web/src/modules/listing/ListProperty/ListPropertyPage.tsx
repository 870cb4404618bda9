import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from '@hearth/design-system';
import { UPLOAD_LIMITS } from '@hearth/api/contracts';
import { useCreatePropertyMutation, type Furnished, type Parking, type PropertyType, type Province } from '../../../generated/graphql';
import { useSession } from '../../../app/session/SessionContext';
import { errorMessage } from '../../../lib/graphql-error';
import { toGraphqlEnum } from '../../../lib/graphql-enum';
import { uploadFile, type UploadedFile, type UploadPurpose } from '../../../lib/upload';
import type { UploadingFile } from './FileUploader';
import { clearDraft, loadDraft, saveDraft } from './listing-draft';
import {
  LEASE_DOCUMENT_TYPES,
  LEASE_TYPES_TEXT,
  LISTING_DEFAULTS,
  MEDIA_TYPES,
  MEDIA_TYPES_TEXT,
  accepts,
  toCreateInput,
  type ListingErrors,
  type ListingValues,
} from './listing-form';
import { ListPropertyView } from './ListPropertyView';

interface UploadList {
  uploading: UploadingFile[];
  uploaded: UploadedFile[];
}

const timeOf = (iso: string) => new Date(iso).toLocaleTimeString('en-CA', { hour: 'numeric', minute: '2-digit' });

/** Container of /list-property (landlords only; the route guard shows the other states). */
export default function ListPropertyPage() {
  const { userId } = useSession();
  const navigate = useNavigate();
  const [initial] = useState(() => loadDraft(userId));
  const [values, setValues] = useState<ListingValues>(initial?.values ?? LISTING_DEFAULTS);
  const [media, setMedia] = useState<UploadList>({ uploading: [], uploaded: initial?.media ?? [] });
  const [documents, setDocuments] = useState<UploadList>({ uploading: [], uploaded: initial?.documents ?? [] });
  const [errors, setErrors] = useState<ListingErrors>({});
  const [draftSavedAt, setDraftSavedAt] = useState<string | null>(initial ? timeOf(initial.savedAt) : null);
  const [createProperty, { loading }] = useCreatePropertyMutation();
  const submitted = useRef(false);

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

  const addFiles = (files: File[], purpose: UploadPurpose, list: UploadList, setList: typeof setMedia, max: number, types: readonly string[], typesText: string) => {
    if (list.uploaded.length + list.uploading.length + files.length > max) {
      toast({ title: 'Too Many Files', description: `You can only upload up to ${max} files.`, variant: 'destructive' });
      return;
    }
    const supported = files.filter((f) => accepts(f, types));
    if (supported.length < files.length) {
      toast({ title: 'Unsupported File Type', description: `Supported types: ${typesText}.`, variant: 'destructive' });
    }
    for (const file of supported) {
      const key = `${file.name}-${crypto.randomUUID()}`;
      const setProgress = (progress: number) =>
        setList((l) => ({ ...l, uploading: l.uploading.map((u) => (u.key === key ? { ...u, progress } : u)) }));
      setList((l) => ({ ...l, uploading: [...l.uploading, { key, name: file.name, progress: 0 }] }));
      uploadFile(file, purpose, setProgress)
        .then((uploaded) => setList((l) => ({ uploading: l.uploading.filter((u) => u.key !== key), uploaded: [...l.uploaded, uploaded] })))
        .catch(() => {
          setList((l) => ({ ...l, uploading: l.uploading.filter((u) => u.key !== key) }));
          toast({ title: 'Upload Failed', description: `Failed to upload "${file.name}". Please try again.`, variant: 'destructive' });
        });
    }
  };

  const onSubmit = async () => {
    if (media.uploading.length || documents.uploading.length) {
      setErrors({ form: 'Please wait until every file has finished uploading.' });
      return;
    }
    const result = toCreateInput(values, media.uploaded, documents.uploaded);
    if (!result.ok) {
      setErrors({ form: 'Please fill in all required fields.', ...result.errors });
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
      toast({
        title: 'Property Listed',
        description: 'Your listing will be reviewed by the admin team before it appears on the marketplace.',
        variant: 'success',
      });
      navigate('/dashboard');
    } catch (error) {
      toast({ title: 'Error', description: errorMessage(error, 'Failed to create property listing. Please try again.'), variant: 'destructive' });
    }
  };

  return (
    <ListPropertyView
      values={values}
      errors={errors}
      onChange={(key, value) => {
        setValues((v) => ({ ...v, [key]: value }));
        if (errors[key]) setErrors((e) => ({ ...e, [key]: undefined }));
      }}
      media={media}
      documents={documents}
      onAddMedia={(files) => addFiles(files, 'media', media, setMedia, UPLOAD_LIMITS.media, MEDIA_TYPES, MEDIA_TYPES_TEXT)}
      onAddDocuments={(files) => addFiles(files, 'document', documents, setDocuments, UPLOAD_LIMITS.leaseDocuments, LEASE_DOCUMENT_TYPES, LEASE_TYPES_TEXT)}
      onRemoveMedia={(id) => setMedia((l) => ({ ...l, uploaded: l.uploaded.filter((f) => f.id !== id) }))}
      onRemoveDocument={(id) => setDocuments((l) => ({ ...l, uploaded: l.uploaded.filter((f) => f.id !== id) }))}
      pending={loading}
      draftSavedAt={draftSavedAt}
      onSubmit={onSubmit}
      onCancel={() => navigate('/')}
      onSaveDraft={() => {
        const at = saveDraft(userId, { values, media: media.uploaded, documents: documents.uploaded });
        setDraftSavedAt(timeOf(at));
        toast({ title: 'Draft Saved', description: 'Your listing draft is kept in this browser.', variant: 'success' });
      }}
    />
  );
}
