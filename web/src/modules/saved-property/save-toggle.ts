import { SAVE_DEBOUNCE_MS } from '@hearth/api/contracts/display';

export interface SaveToggleActions {
  isSaved: () => boolean;
  save: () => Promise<void>;
  unsave: () => Promise<void>;
}

/**
 * The heart's tap rules (docs/product.md#saving-favourites): one tap saves after a 300 ms wait; a second tap within those 300 ms cancels the
 * pending save; a tap on a saved property removes it. Framework-free so the timing rules are unit-tested.
 */
export class SaveToggle {
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly actions: SaveToggleActions,
    private readonly delayMs: number = SAVE_DEBOUNCE_MS,
  ) {}

  get pending(): boolean {
    return this.timer !== null;
  }

  /** Returns what the tap did, for the view's optimistic state. */
  tap(): 'scheduled' | 'cancelled' | 'removing' {
    if (this.timer) {
      this.cancel();
      return 'cancelled';
    }
    if (this.actions.isSaved()) {
      void this.actions.unsave();
      return 'removing';
    }
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.actions.save();
    }, this.delayMs);
    return 'scheduled';
  }

  cancel(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }
}
