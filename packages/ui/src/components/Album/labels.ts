/** Every text of an Album, translated. */
export type AlbumLabels = {
  /** Names the photo list ("Mia's photos"). */
  title: string;
  /** Each photo's name, with `{index}` and `{count}` ("Photo {index} of {count}"). */
  photo: string;
  /** The add tile and the empty state's button ("Add photos"). */
  add?: string;
  /** Each photo's delete button ("Delete photo {index}"). */
  delete?: string;
  /** Locked album: the title ("Photos are private"). */
  lockedTitle?: string;
  /** Locked album: why, and what it costs ("Pay 3 coins once to see all of Mia's photos."). */
  lockedDescription?: string;
  /** Locked album: the button ("Pay 3 coins to view"). */
  unlock?: string;
  /** No photos yet: the title. */
  emptyTitle: string;
  /** No photos yet: the help. */
  emptyDescription?: string;
  /** Said while loading ("Loading photos"). */
  loading: string;
};
