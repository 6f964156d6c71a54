export { GoodsCard, type Goods, type GoodsCardLabels, type GoodsCardProps } from './GoodsCard';
