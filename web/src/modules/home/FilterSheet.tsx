import type { FormEvent } from 'react';
import { Button, Dialog } from '@hearth/design-system';
import { useLingui } from '@lingui/react/macro';
import { MainFilters, type MainFiltersProps } from './MainFilters';
import { MoreFilters } from './MoreFilters';
import * as styles from './Home.css';

export interface FilterSheetProps extends MainFiltersProps {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  /** 'Show results': applies the draft. */
  onApply: () => void;
  onClear: () => void;
}

/**
 * Phones: every filter but the text, in a sheet over the whole screen (focus kept inside, Escape closes, focus
 * returns to 'Filters'). Loaded on first open, not with the home page.
 */
export function FilterSheet({ isOpen, onOpenChange, onApply, onClear, ...fields }: FilterSheetProps) {
  const { t } = useLingui();
  const apply = (event: FormEvent) => {
    event.preventDefault();
    onApply();
  };
  return (
    <Dialog size="sheet" title={t`Filters`} isOpen={isOpen} onOpenChange={onOpenChange} hideCloseButton>
      {({ close }) => (
        <form className={styles.sheetBody} onSubmit={apply} aria-label={t`Filters`}>
          <MainFilters {...fields} />
          <MoreFilters draft={fields.draft} set={fields.set} />
          <div className={styles.sheetActions}>
            <Button type="submit" size="lg" fullWidth>
              {t`Show results`}
            </Button>
            <Button variant="ghost" size="lg" onPress={onClear}>
              {t`Clear`}
            </Button>
            <Button variant="secondary" size="lg" onPress={close}>
              {t`Close`}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
