import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Checkbox, TextArea } from '@hearth/design-system';
import { applicationSchema } from '@hearth/api/contracts/rental-application.schema';
import { FormDialog, layout } from '../../common';
import { issueMessages } from '../../common/contract-message';
import { useFormFields } from '../../common/useFormFields';
import type { RentalProfile } from '../application.model';
import { ProfileFacts } from '../ProfileFacts/ProfileFacts';

export interface ApplyDialogProps {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  listingTitle: string;
  landlordName: string;
  /** What applying shares; null while the tenant has none (the dialog offers to fill it in). */
  profile: RentalProfile | null;
  /** Opens the rental profile's form in place of this dialog; saving it comes back here, to the application. */
  onFillProfile: () => void;
  onSubmit: (input: { message: string; consent: true }) => void;
  isPending?: boolean;
  /** The API's refusal (already applied, listing gone...). */
  error?: string | null;
}

/** Apply to a listing (docs/product.md#rental-applications): a message, and the consent to share the rental profile with this landlord for this listing. */
export function ApplyDialog({ isOpen, onOpenChange, listingTitle, landlordName, profile, onFillProfile, onSubmit, isPending, error }: ApplyDialogProps) {
  const { t, i18n } = useLingui();
  const { values, errors, setErrors, set, err } = useFormFields({ message: '', consent: false }, {} as { message?: string; consent?: string });
  // The API's rule and messages: the consent, and the message's length.
  const submit = () => {
    const parsed = applicationSchema.safeParse(values);
    if (!parsed.success) return setErrors(issueMessages(parsed.error.issues, i18n));
    onSubmit({ message: parsed.data.message ?? '', consent: true });
  };
  return (
    <FormDialog
      title={t`Apply for ${listingTitle}`}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      onSubmit={submit}
      submitLabel={t`Send application`}
      pendingLabel={t`Sending...`}
      isPending={isPending}
      blocked={
        profile ? null : (
          <div className={layout.stack}>
            <p className={layout.muted}>{t`An application shares your rental profile. Fill it in once, then apply to any listing.`}</p>
            <div>
              <Button onPress={onFillProfile}>
                <Trans>Fill in my rental profile</Trans>
              </Button>
            </div>
          </div>
        )
      }
    >
      {error ? (
        <p role="alert" className={`${layout.errorText} ${layout.fullSpan}`}>
          {error}
        </p>
      ) : null}
      {profile ? (
        <div className={layout.fullSpan}>
          <h3 className={layout.rowTitle}>{t`What you share`}</h3>
          <ProfileFacts profile={profile} />
        </div>
      ) : null}
      <TextArea className={layout.fullSpan} label={t`Message to the landlord`} value={values.message} onChange={set('message')} rows={4} {...err('message')} />
      <div className={layout.fullSpan}>
        <Checkbox
          isSelected={values.consent}
          isRequired
          isInvalid={Boolean(errors.consent)}
          onChange={(checked) => {
            set('consent')(checked);
            setErrors(({ consent: _answered, ...rest }) => rest);
          }}
        >
          {t`Share my rental profile with ${landlordName} for ${listingTitle}`}
        </Checkbox>
        <p className={layout.muted}>{t`Only this landlord sees it, for this listing. You can withdraw or delete your application at any time.`}</p>
        {errors.consent ? (
          <p role="alert" className={layout.errorText}>
            {errors.consent}
          </p>
        ) : null}
      </div>
    </FormDialog>
  );
}
