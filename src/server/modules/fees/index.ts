// The public entry of the fees module: other server code imports it only from here.
export {
  DEFAULT_FEE_VIEW,
  getFeeSettings,
  type SellerFeeView,
  sellerFeeView,
  vatInSellerSales,
} from './fee-settings.ts';
export { feesRoutes } from './routes.ts';
