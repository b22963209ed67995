export { PriceEstimator } from "./PriceEstimator";
