export { MatchPanel, type MatchPanelProps, type MatchStatus } from './MatchPanel';
export type { MatchPanelLabels } from './labels';
export { useMatchCountdown, type MatchCountdownOptions } from './useMatchCountdown';
