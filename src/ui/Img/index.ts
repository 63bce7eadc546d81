export { IMG_FITS, Img, type ImgFit, type ImgProps } from './Img';
