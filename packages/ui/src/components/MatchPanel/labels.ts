/** Every text of the MatchPanel, translated. */
export type MatchPanelLabels = {
  /** The panel's heading in each state. */
  idleTitle: string;
  matchingTitle: string;
  matchedTitle: string;
  exhaustedTitle: string;
  /** Under the heading: what matching does, what is happening, why it stopped. */
  idleDescription?: string;
  matchingDescription?: string;
  exhaustedDescription?: string;
  /** Attempts left, with `{remaining}` and `{limit}` ("{remaining} of {limit} matches left today"). */
  remaining: string;
  /** The countdown's name for screen readers, with `{seconds}` ("{seconds} seconds left"). */
  countdown: string;
  /** The buttons. */
  start: string;
  cancel: string;
  continue: string;
  chat: string;
  upgrade: string;
  /** The matched card's texts. */
  online?: string;
  age?: string;
};
