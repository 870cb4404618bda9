import { Button, ButtonLink, Select, SelectItem, formatDate } from '@hearth/design-system';
import { SAVED_SEARCH_ALERTS, type SavedSearchAlert } from '@hearth/api/contracts/saved-search.schema';
import { Trans, useLingui } from '@lingui/react/macro';
import { ConfirmDeleteDialog, layout, PanelListSection, type ListState, type RowAction } from '../../common';
import { ALERT_LABELS } from '../alert-labels';
import { openHref } from '../saved-search-filters';
import { searchSummary } from '../saved-search-summary';
import type { SavedSearchRow, SavedSearchValues } from '../saved-search.model';
import { SavedSearchDialog } from '../SavedSearchDialog/SavedSearchDialog';
import * as styles from './SavedSearchesView.css';

export interface SavedSearchesViewProps {
  searches: ListState<SavedSearchRow>;
  /** A new alert frequency, chosen in the row. */
  changeAlert: RowAction<[SavedSearchAlert]>;
  /** The search whose Rename dialog is open. */
  renaming: SavedSearchRow | null;
  onAskRename: (search: SavedSearchRow | null) => void;
  rename: RowAction<[string]>;
  /** The API's refusal of the new name. */
  renameError?: string | null;
  /** The search whose deletion waits for a confirmation. */
  deleting: SavedSearchRow | null;
  onAskDelete: (search: SavedSearchRow | null) => void;
  remove: RowAction;
}

/** The viewer's saved searches (dashboard tab, profile section): each opens, alerts, renames and deletes in place. */
export function SavedSearchesView({ searches, changeAlert, renaming, onAskRename, rename, renameError, deleting, onAskDelete, remove }: SavedSearchesViewProps) {
  const { t } = useLingui();
  const deletingName = deleting?.name;
  return (
    <PanelListSection
      title={t`Saved searches`}
      state={searches}
      empty={{
        title: t`No saved searches`,
        description: t`Search the listings, then choose "Save this search" to hear about new matches.`,
        action: (
          <ButtonLink href="/">
            <Trans>Browse Properties</Trans>
          </ButtonLink>
        ),
      }}
      renderItem={(search) => <SavedSearchItem search={search} changeAlert={changeAlert} onAskRename={onAskRename} onAskDelete={onAskDelete} />}
    >
      {renaming ? (
        <SavedSearchDialog
          key={renaming.id}
          isOpen
          onOpenChange={(open) => !open && onAskRename(null)}
          mode="rename"
          defaultName={renaming.name}
          error={renameError}
          isPending={rename.pendingId === renaming.id}
          onSubmit={({ name }: SavedSearchValues) => rename.run(renaming.id, name)}
        />
      ) : null}
      <ConfirmDeleteDialog title={t`Delete saved search`} item={deleting} onClose={() => onAskDelete(null)} remove={remove}>
        {t`Delete "${deletingName}"? Its alerts stop too.`}
      </ConfirmDeleteDialog>
    </PanelListSection>
  );
}

interface SavedSearchItemProps extends Pick<SavedSearchesViewProps, 'changeAlert' | 'onAskRename' | 'onAskDelete'> {
  search: SavedSearchRow;
}

/** One search: its name and filters in words, its alert, and what can be done with it. */
function SavedSearchItem({ search, changeAlert, onAskRename, onAskDelete }: SavedSearchItemProps) {
  const { t, i18n } = useLingui();
  const { name } = search;
  const saved = formatDate(search.createdAt, i18n.locale);
  return (
    <div className={layout.row}>
      <div className={layout.rowMain}>
        <h3 className={layout.rowTitle}>{name}</h3>
        <p className={layout.muted}>{searchSummary(search.filters, i18n)}</p>
        <p className={layout.muted}>{t`Saved ${saved}`}</p>
        <Select
          className={styles.alertField}
          label={t`Alerts`}
          aria-label={t`Alerts for ${name}`}
          selectedKey={search.alert}
          isDisabled={changeAlert.pendingId === search.id}
          onSelectionChange={(key) => key !== search.alert && changeAlert.run(search.id, key as SavedSearchAlert)}
        >
          {SAVED_SEARCH_ALERTS.map((alert) => (
            <SelectItem key={alert} id={alert}>
              {i18n._(ALERT_LABELS[alert])}
            </SelectItem>
          ))}
        </Select>
      </div>
      <div className={layout.actions}>
        <ButtonLink variant="outline" size="sm" href={openHref(search.filters)} aria-label={t`Open ${name}`}>
          <Trans>Open</Trans>
        </ButtonLink>
        <Button variant="ghost" size="sm" aria-label={t`Rename ${name}`} onPress={() => onAskRename(search)}>
          <Trans>Rename</Trans>
        </Button>
        <Button variant="ghost" size="sm" aria-label={t`Delete ${name}`} onPress={() => onAskDelete(search)}>
          <Trans>Delete</Trans>
        </Button>
      </div>
    </div>
  );
}
