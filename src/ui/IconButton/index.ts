export { IconButton, type IconButtonProps, MAX_BADGE_COUNT } from './IconButton';
