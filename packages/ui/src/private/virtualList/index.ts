export { RowSizes } from './rowSizes';
export {
  VirtualList,
  type ScrollAlign,
  type VirtualListOptions,
  type VirtualListSnapshot,
  type VirtualRow,
} from './VirtualList';
export { useVirtualList, type UseVirtualListOptions } from './useVirtualList';
