export { Photo, type PhotoProps } from './Photo';
export { responsiveImage, sizesFor } from './responsiveImage';
