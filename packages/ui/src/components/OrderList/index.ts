export { OrderList, type OrderListProps } from './OrderList';
export type { Address, Order, OrderListLabels, OrderStatus } from './orderTypes';
