export { DEFAULT_ICON_SIZE, Icon, type IconProps } from './Icon';
