export { PackagePricing } from "./PackagePricing";
export type { PricedPackage } from "./PackagePricing";
export { PriceToggle } from "./PriceToggle";
