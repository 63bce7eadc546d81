export { useOverlayContainer } from './overlayContainer';
export { WidgetRoot, type WidgetRootProps } from './WidgetRoot';
