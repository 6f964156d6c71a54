export { PackageGrid, type PackageGridProps } from './PackageGrid';
export type {
  CoinPackage,
  PackageGridLabels,
  PackagePurchase,
  TranslationPackage,
  VipGiftBag,
  VipPackage,
} from './packageTypes';
