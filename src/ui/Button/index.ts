export {
  BUTTON_SIZES,
  BUTTON_VARIANTS,
  Button,
  type ButtonElementProps,
  type ButtonLinkProps,
  type ButtonOwnProps,
  type ButtonProps,
  type ButtonSize,
  type ButtonVariant,
} from './Button';
