import { useState } from 'react';
import { Radio, RadioGroup, TextField } from '@hearth/design-system';
import { SAVED_SEARCH_ALERTS, savedSearchCreateSchema, type SavedSearchAlert } from '@hearth/api/contracts/saved-search.schema';
import { useLingui } from '@lingui/react/macro';
import { FormDialog, layout } from '../../common';
import { contractMessage } from '../../common/contract-message';
import { ALERT_LABELS } from '../alert-labels';
import type { SavedSearchValues } from '../saved-search.model';

export interface SavedSearchDialogProps {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  /** 'save' asks a name and the alert frequency; 'rename' only a name. */
  mode: 'save' | 'rename';
  defaultName: string;
  defaultAlert?: SavedSearchAlert;
  /** The filters in words, under the name (save). */
  summary?: string;
  /** The API's refusal (e.g. the cap of saved searches), in the page's language. */
  error?: string | null;
  isPending?: boolean;
  onSubmit: (values: SavedSearchValues) => void;
}

/** "Save this search" and "Rename": a name (the contract's rule and message) and, when saving, how alerts come. */
export function SavedSearchDialog({ isOpen, onOpenChange, mode, defaultName, defaultAlert = 'instant', summary, error, isPending, onSubmit }: SavedSearchDialogProps) {
  const { t, i18n } = useLingui();
  const [name, setName] = useState(defaultName);
  const [alert, setAlert] = useState<SavedSearchAlert>(defaultAlert);
  const [nameError, setNameError] = useState<string | null>(null);

  const submit = () => {
    const parsed = savedSearchCreateSchema.shape.name.safeParse(name);
    if (!parsed.success) return setNameError(contractMessage(parsed.error.issues[0]!.message, i18n));
    setNameError(null);
    onSubmit({ name: parsed.data, alert });
  };

  return (
    <FormDialog
      title={mode === 'save' ? t`Save this search` : t`Rename search`}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      onSubmit={submit}
      submitLabel={mode === 'save' ? t`Save search` : t`Rename`}
      pendingLabel={t`Saving...`}
      isPending={isPending}
    >
      <TextField
        className={layout.fullSpan}
        label={t`Name`}
        description={summary}
        value={name}
        onChange={setName}
        isInvalid={Boolean(nameError)}
        errorMessage={nameError ?? undefined}
        autoFocus
      />
      {mode === 'save' ? (
        <RadioGroup className={layout.fullSpan} label={t`Alerts for new listings`} value={alert} onChange={(value) => setAlert(value as SavedSearchAlert)}>
          {SAVED_SEARCH_ALERTS.map((option) => (
            <Radio key={option} value={option}>
              {i18n._(ALERT_LABELS[option])}
            </Radio>
          ))}
        </RadioGroup>
      ) : null}
      {error ? (
        <p className={`${layout.fullSpan} ${layout.errorText}`} role="alert">
          {error}
        </p>
      ) : null}
    </FormDialog>
  );
}
