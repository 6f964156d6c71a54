export { Album, type AlbumLabels, type AlbumPhoto, type AlbumProps } from './Album';
