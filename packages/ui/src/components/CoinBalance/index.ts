export { CoinBalance, type CoinBalanceProps } from './CoinBalance';
export { formatCoins } from './formatCoins';
