export { PackagePricing } from "./PackagePricing";
export { PriceToggle } from "./PriceToggle";
