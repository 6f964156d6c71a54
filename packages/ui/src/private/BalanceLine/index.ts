export { BalanceLine, type BalanceLineProps } from './BalanceLine';
