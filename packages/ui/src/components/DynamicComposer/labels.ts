/** Every text of the DynamicComposer, translated. */
export type DynamicComposerLabels = {
  /** The text field's label ("Share something"). */
  content: string;
  /** Its placeholder ("What made you smile today?"). */
  placeholder?: string;
  /** The character counter, with `{count}` and `{max}` ("{count}/{max}"). */
  counter: string;
  /** Over the limit, with `{max}` ("Keep it under {max} characters"). */
  tooLong: string;
  /** The add tile ("Add photos"). */
  addImages: string;
  /** The photo counter, with `{count}` and `{max}` ("{count}/{max} photos"). */
  imageCount: string;
  /** Each thumbnail's name, with `{index}` ("Photo {index}"). */
  image: string;
  /** Each thumbnail's remove button, with `{index}` ("Remove photo {index}"). */
  removeImage: string;
  /** Upload progress, with `{percent}` ("Uploading {percent}%"). */
  uploading: string;
  /** A failed upload ("Upload failed"). */
  uploadFailed: string;
  /** The burn toggle and its help. */
  burnAfterReading: string;
  burnAfterReadingHint?: string;
  /** The pin toggle and its help. */
  top: string;
  topHint?: string;
  /** The publish button ("Publish"). */
  publish: string;
  /** Why publish is disabled: the spec's rule ("Write something and add at least one photo"). */
  requirement: string;
  /** Why publish is disabled while photos upload ("Wait for the photos to finish uploading"). */
  waitForUploads: string;
};
