export { PhotoGallery, type PhotoGalleryProps } from './PhotoGallery';
export { PhotoViewer, type PhotoViewerProps } from './PhotoViewer';
