/** The complaint dialog's texts, translated. */
export type ComplaintDialogLabels = {
  /** The reasons' group name ("Reason"). */
  reasons: string;
  /** The notes field ("What happened?"). */
  notes: string;
  /** The notes' placeholder ("Tell us what happened, and when."). */
  notesPlaceholder: string;
  /** The character count, with `{count}` and `{max}` placeholders ("{count}/{max}"). */
  notesCount: string;
  /** The screenshots' heading ("Screenshots (optional)"). */
  images: string;
  /** The add button ("Add screenshot"). */
  addImage: string;
  /** A screenshot's remove button, with a `{number}` placeholder ("Remove screenshot {number}"). */
  removeImage: string;
  /** A screenshot's description, with a `{number}` placeholder ("Screenshot {number}"). */
  image: string;
  /** Said while a screenshot uploads ("Uploading screenshot"). */
  uploading: string;
  /** "Submit report". */
  submit: string;
  /** "Cancel". */
  cancel: string;
  /** The close button ("Close"). */
  close: string;
};
