import { Trans } from '@lingui/react/macro';
import { Button } from '@hearth/design-system';

/** A listing's Apply: the container's, and its stand-in while the container's code (the forms, their rules) loads. */
export function ApplyButton({ onPress, isDisabled }: { onPress?: () => void; isDisabled?: boolean }) {
  return (
    <Button fullWidth variant="secondary" onPress={onPress} isDisabled={isDisabled}>
      <Trans>Apply</Trans>
    </Button>
  );
}
