export { useOverlayContainer, useOverlayContainerReader } from './overlayContainer';
export { WidgetRoot, type WidgetRootProps } from './WidgetRoot';
