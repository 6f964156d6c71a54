import type { ComposerImage } from '@heartline/ui';
import { proxy, useSnapshot } from 'valtio';
import { i18n } from '../../i18n/i18n';
import { isAcceptedImage } from '../../images/prepareImage';
import { uploadImage } from '../../images/uploadImage';
import { sdk } from '../../sdk';
import { addPublished, type Dynamic } from './dynamics';
import { notify, notifyFailure } from '../../stores/toasts';
import { registerReset } from '../../stores/resetStores';

/** The spec's limits: share content up to 1000 characters, one to nine images. */
export const MAX_CONTENT_LENGTH = 1000;
export const MAX_IMAGES = 9;

type ComposerState = {
  content: string;
  /** Chosen images in order: a local preview with its progress, then the uploaded address. */
  images: ComposerImage[];
  burnAfterReading: boolean;
  top: boolean;
  publishing: boolean;
  /** The rule the draft breaks (the form shows its message), or null. */
  problem: ComposerProblem | null;
};

/** Why the draft cannot go: a refused file type, a missing part, uploads still running, length. */
export type ComposerProblem = 'wrongType' | 'requirement' | 'waitForUploads' | 'tooLong';

const initial = (): ComposerState => ({
  content: '',
  images: [],
  burnAfterReading: false,
  top: false,
  publishing: false,
  problem: null,
});

/** The dynamic being written on /dynamic/publish; the draft stays until it is published. */
export const dynamicComposer = proxy<ComposerState>(initial());

let nextImageId = 1;
const lengthOf = (text: string) => [...text].length;

export function setContent(content: string) {
  dynamicComposer.content = content;
  dynamicComposer.problem = null;
}

export function setBurnAfterReading(burnAfterReading: boolean) {
  dynamicComposer.burnAfterReading = burnAfterReading;
}

export function setTopOnPublish(top: boolean) {
  dynamicComposer.top = top;
}

/**
 * Adds chosen files (as many as there is room for) and uploads each with its progress. A file
 * that is not JPG, PNG or GIF is refused with the spec's message in the form.
 */
export function addImages(files: File[]) {
  const state = dynamicComposer;
  const accepted = files.filter(isAcceptedImage);
  state.problem = accepted.length < files.length ? 'wrongType' : null;
  const room = MAX_IMAGES - state.images.length;
  for (const file of accepted.slice(0, Math.max(0, room))) {
    const id = `image-${nextImageId++}`;
    state.images.push({ id, src: URL.createObjectURL(file), progress: 0 });
    void upload(id, file);
  }
}

async function upload(id: string, file: File) {
  const find = () => dynamicComposer.images.find((image) => image.id === id);
  const uploaded = await uploadImage(file, {
    purpose: 'dynamic',
    onProgress: (fraction) => {
      const image = find();
      if (image && !image.failed) image.progress = Math.min(99, Math.round(fraction * 100));
    },
  });
  const image = find();
  // Removed while it uploaded: nothing to show.
  if (!image) return;
  if (uploaded) {
    forgetPreview(image.src);
    image.src = uploaded.url;
    delete image.progress;
  } else {
    delete image.progress;
    image.failed = true;
  }
}

function forgetPreview(src: string) {
  if (src.startsWith('blob:')) URL.revokeObjectURL(src);
}

export function removeImage(id: string) {
  const image = dynamicComposer.images.find((candidate) => candidate.id === id);
  if (image) forgetPreview(image.src);
  dynamicComposer.images = dynamicComposer.images.filter((candidate) => candidate.id !== id);
  if (dynamicComposer.problem === 'wrongType') dynamicComposer.problem = null;
}

/** The images that finished uploading, in order. */
const uploadedImages = () =>
  dynamicComposer.images
    .filter((image) => image.progress === undefined && !image.failed)
    .map((image) => image.src);

/**
 * Publishes the draft. The spec's rules are checked first (share content and at least one
 * image, content within 1000 characters); the server's refusal is shown as it says. Resolves to
 * the published dynamic, which is then on top of my lists and the square.
 */
export async function publish(): Promise<Dynamic | null> {
  const state = dynamicComposer;
  if (state.publishing) return null;
  const images = uploadedImages();
  const uploading = images.length !== state.images.length;
  if (state.content.trim() === '' || images.length === 0 || uploading) {
    state.problem = uploading ? 'waitForUploads' : 'requirement';
    return null;
  }
  if (lengthOf(state.content) > MAX_CONTENT_LENGTH) {
    state.problem = 'tooLong';
    return null;
  }
  state.publishing = true;
  state.problem = null;
  try {
    const dynamic = await sdk.dynamic.publish({
      content: state.content,
      images,
      burnAfterReading: state.burnAfterReading ? 1 : 0,
      top: state.top ? 1 : 0,
    });
    addPublished(dynamic);
    Object.assign(state, initial());
    notify({ tone: 'success', title: i18n.t('dynamics:publish.published') });
    return dynamic;
  } catch (error) {
    notifyFailure(error, i18n.t('dynamics:publish.failed'));
    return null;
  } finally {
    state.publishing = false;
  }
}

export function reset() {
  for (const image of dynamicComposer.images) forgetPreview(image.src);
  Object.assign(dynamicComposer, initial());
}
registerReset(reset);

export function useDynamicComposer() {
  return useSnapshot(dynamicComposer);
}
