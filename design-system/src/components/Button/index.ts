export { Button } from './Button';
export type { ButtonProps } from './Button';
export { PlainButton } from './PlainButton';
export type { PlainButtonProps } from './PlainButton';
export { buttonClassName } from './buttonClassName';
export type { ButtonVariant, ButtonSize, ButtonStyleProps } from './buttonClassName';
