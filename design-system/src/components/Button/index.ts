export { Button, buttonClassName } from './Button';
export type { ButtonProps, ButtonVariant, ButtonSize, ButtonStyleProps } from './Button';
