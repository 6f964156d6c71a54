export { BillList, type BillListLabels, type BillListProps, type BillType } from './BillList';
export type { Bill } from './BillListItem';
