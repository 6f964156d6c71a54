export { memberWithoutPhoto, sampleMembers, sampleNames, samplePhotos } from './sampleMembers';
