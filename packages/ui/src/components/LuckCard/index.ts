export { LuckCard, type LuckCardProps, type TodayLuck } from './LuckCard';
