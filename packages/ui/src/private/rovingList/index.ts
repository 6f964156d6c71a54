export { useRovingList } from './useRovingList';
